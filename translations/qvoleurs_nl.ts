<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>Argparse</name>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>onbekende argumenten: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>deze argumenten ontbreken: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>verwacht één waarde</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ongeldige keuze: %(value)r (kies uit %(choices)s)</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>neemt geen waarde aan: %r</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Gebruik: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>positionele argumenten</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opties</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>deze hulptekst tonen en afsluiten</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Only moves home are left: the cards go home. Click or press a key to stop.</source>
        <translation>Kaarten gaan vanzelf naar de fundamenten. Stoppen: klik of druk op een toets.</translation>
    </message>
    <message>
        <source>Stopped: the rest of the game is yours.</source>
        <translation>Gestopt: de rest van het spel speel je zelf.</translation>
    </message>
</context>
<context>
    <name>BoardPhrasebook</name>
    <message>
        <source>stock empty, no redeal</source>
        <translation>trekstapel leeg, niet opnieuw te doorlopen</translation>
    </message>
    <message numerus="yes">
        <source>stock: %n card(s)</source>
        <translation>
            <numerusform>trekstapel: %n kaart</numerusform>
            <numerusform>trekstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>waste empty</source>
        <translation>aflegstapel leeg</translation>
    </message>
    <message numerus="yes">
        <source>waste: %1 on top, %n card(s)</source>
        <translation>
            <numerusform>aflegstapel: %1 bovenop, %n kaart</numerusform>
            <numerusform>aflegstapel: %1 bovenop, %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>foundation %1: empty</source>
        <translation>fundament %1: leeg</translation>
    </message>
    <message>
        <source>foundation %1: %2</source>
        <translation>fundament %1: %2</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>kolom %1: leeg</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>kolom %1: %2</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>king</source>
        <translation>koning</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>ace or court card: %1 is its name (ace, king...), %2 the suit</comment>
        <translation>%2%1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>number card: %1 is its number (2 to 10), %2 the suit</comment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>CardIndex</name>
    <message>
        <source>A</source>
        <comment>the corner index of an ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the corner index of a jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the corner index of a queen</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the corner index of a king</comment>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>unwinnable</source>
        <translation>onwinbaar</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbeslist</translation>
    </message>
    <message>
        <source>%1 (see &apos;%2 --help&apos;)</source>
        <translation>%1 (zie &apos;%2 --help&apos;)</translation>
    </message>
    <message>
        <source>no such deal file: %1</source>
        <translation>kaartverdelingsbestand bestaat niet: %1</translation>
    </message>
    <message>
        <source>deal file %1 is not a regular file</source>
        <translation>kaartverdelingsbestand %1 is geen gewoon bestand</translation>
    </message>
    <message>
        <source>deal file %1 is empty</source>
        <translation>kaartverdelingsbestand %1 is leeg</translation>
    </message>
    <message>
        <source>deal file %1 is larger than %2 bytes</source>
        <translation>kaartverdelingsbestand %1 is groter dan %2 bytes</translation>
    </message>
    <message>
        <source>deal file %1 may not be read (no permission)</source>
        <translation>kaartverdelingsbestand %1 mag niet worden gelezen (geen toestemming)</translation>
    </message>
    <message>
        <source>the name of deal file %1 is too long</source>
        <translation>de naam van kaartverdelingsbestand %1 is te lang</translation>
    </message>
    <message>
        <source>cannot read deal file %1: %2</source>
        <translation>kan kaartverdelingsbestand %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>deal file %1 is not text (not UTF-8)</source>
        <translation>kaartverdelingsbestand %1 is geen tekst (geen UTF-8)</translation>
    </message>
    <message>
        <source>deal file %1 is nested too deeply</source>
        <translation>kaartverdelingsbestand %1 is te diep genest</translation>
    </message>
    <message>
        <source>deal file %1 holds a number out of range</source>
        <translation>kaartverdelingsbestand %1 bevat een getal buiten het geldige bereik</translation>
    </message>
    <message>
        <source>deal file %1 is not valid JSON (line %2, column %3)</source>
        <translation>kaartverdelingsbestand %1 is geen geldige JSON (regel %2, kolom %3)</translation>
    </message>
    <message>
        <source>%1 is a saved game, not a deal file; its deal is %2</source>
        <translation>%1 is een opgeslagen spel, geen kaartverdelingsbestand; de code van de kaartverdeling is %2</translation>
    </message>
    <message>
        <source>%1 is a saved game, not a deal file</source>
        <translation>%1 is een opgeslagen spel, geen kaartverdelingsbestand</translation>
    </message>
    <message>
        <source>%1 is a position in a game, not a deal (its deal is %2); solve and describe take it</source>
        <translation>%1 is een stand uit een spel, geen kaartverdeling (de code van de kaartverdeling is %2); solve en describe nemen een stand wel aan</translation>
    </message>
    <message>
        <source>%1 is a position in a game, not a deal; solve and describe take it</source>
        <translation>%1 is een stand uit een spel, geen kaartverdeling; solve en describe nemen een stand wel aan</translation>
    </message>
    <message>
        <source>no deal code given (a deal code looks like FT1-N-AAAAAAV)</source>
        <translation>geen code van een kaartverdeling opgegeven (een code ziet eruit als FT1-N-AAAAAAV)</translation>
    </message>
    <message>
        <source>position from %1</source>
        <translation>stand uit %1</translation>
    </message>
    <message>
        <source>custom position</source>
        <translation>eigen stand</translation>
    </message>
    <message>
        <source>move %1 (%2) is illegal: %3</source>
        <translation>zet %1 (%2) is niet toegestaan: %3</translation>
    </message>
    <message>
        <source>lost: the stock is used up and no move left can win</source>
        <translation>verloren: de trekstapel is op en geen overgebleven zet kan nog winnen</translation>
    </message>
    <message>
        <source>A stock card goes only onto the waste, one at a time: s-w.</source>
        <translation>Een kaart van de trekstapel gaat alleen naar de aflegstapel, één tegelijk: s-w.</translation>
    </message>
    <message>
        <source>Column %1 holds fewer than %2 cards.</source>
        <translation>Kolom %1 bevat minder dan %2 kaarten.</translation>
    </message>
    <message>
        <source>A game holds at most %1 actions, as many as a saved game can hold.</source>
        <translation>Een spel bevat hoogstens %1 handelingen, zoveel als een opgeslagen spel kan bevatten.</translation>
    </message>
    <message>
        <source>--deal opens the window; the command %1 takes its deal as its CODE|FILE</source>
        <translation>--deal opent het venster; de opdracht %1 krijgt zijn kaartverdeling als CODE|FILE</translation>
    </message>
    <message>
        <source>the window opens a deal by its code; a deal file such as %1 is read by the commands, as in: %2</source>
        <translation>het venster opent een kaartverdeling via haar code; een kaartverdelingsbestand zoals %1 wordt door de opdrachten gelezen, bijvoorbeeld: %2</translation>
    </message>
    <message>
        <source>the window plays one deal at a time, and %1 and %2 were both named</source>
        <translation>het venster speelt één kaartverdeling tegelijk, en zowel %1 als %2 werd opgegeven</translation>
    </message>
    <message>
        <source>cannot open the window: %1 needs a file that can be read, and %2 is not one</source>
        <translation>het venster kan niet open: %1 vraagt om een bestand dat gelezen kan worden, en %2 is dat niet</translation>
    </message>
    <message>
        <source>cannot open the window: %1 takes a file of at most %2 MB, and %3 is larger</source>
        <translation>het venster kan niet open: %1 neemt een bestand van hoogstens %2 MB, en %3 is groter</translation>
    </message>
    <message>
        <source>the command %1 takes its deal after it, as in: %2</source>
        <translation>de kaartverdeling moet achter de opdracht %1 staan, bijvoorbeeld: %2</translation>
    </message>
    <message>
        <source>Quarante Voleurs is already open: its window is now in front.</source>
        <translation>Quarante Voleurs is al geopend: het venster staat nu vooraan.</translation>
    </message>
    <message>
        <source>cannot open the window: Qt has no style %1 here (it has %2)</source>
        <translation>het venster kan niet open: Qt heeft hier geen stijl %1 (wel %2)</translation>
    </message>
    <message>
        <source>bad deal file %1: %2</source>
        <translation>ongeldig kaartverdelingsbestand %1: %2</translation>
    </message>
    <message>
        <source>%1 (ruleset %2)</source>
        <translation>%1 (regelvariant %2)</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>kolom %1: %2</translation>
    </message>
    <message>
        <source>stock, first drawn first: %1</source>
        <translation>trekstapel, in trekvolgorde: %1</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>eigen kaartverdeling</translation>
    </message>
    <message>
        <source>not a move: %1 (piles: s, w, c1..c10, f1..f8; moves like w-c3, c3-f1, s-w)</source>
        <translation>geen zet: %1 (stapels: s, w, c1..c10, f1..f8; zetten zoals w-c3, c3-f1, s-w)</translation>
    </message>
    <message>
        <source>no legal move left</source>
        <translation>geen zet meer mogelijk</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>niet gewonnen</translation>
    </message>
    <message>
        <source>%1: moves played: %2, move counter: %3, score: %4, %5</source>
        <translation>%1: gespeelde zetten: %2, zettenteller: %3, score: %4, %5</translation>
    </message>
    <message>
        <source>not a number of seconds: %1</source>
        <translation>geen aantal seconden: %1</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 and at most %1 seconds, not %2</source>
        <translation>de tijdslimiet moet groter zijn dan 0 en ten hoogste %1 seconden, niet %2</translation>
    </message>
    <message>
        <source>%1: %2 in %3 s, positions examined: %4</source>
        <translation>%1: %2 (%3 s, onderzochte standen: %4)</translation>
    </message>
    <message>
        <source>Qt cannot start: missing system libraries: %1</source>
        <translation>Qt kan niet starten: er ontbreken systeembibliotheken: %1</translation>
    </message>
    <message>
        <source>Qt cannot start: missing system libraries: %1; on Debian or Ubuntu install them with: %2</source>
        <translation>Qt kan niet starten: er ontbreken systeembibliotheken: %1; installeer ze op Debian of Ubuntu met: %2</translation>
    </message>
    <message>
        <source>Qt cannot start: %1</source>
        <translation>Qt kan niet starten: %1</translation>
    </message>
    <message>
        <source>cannot open the window: Qt has no platform %1 here (it has %2)</source>
        <translation>het venster kan niet open: Qt heeft hier geen platform %1 (wel %2)</translation>
    </message>
    <message>
        <source>cannot open the window: QT_QPA_PLATFORM=%1 asks for a display that is not set (%2); unset QT_QPA_PLATFORM to use the one there is</source>
        <translation>het venster kan niet open: QT_QPA_PLATFORM=%1 vraagt om een beeldscherm dat niet is ingesteld (%2); verwijder QT_QPA_PLATFORM om het beeldscherm te gebruiken dat er wel is</translation>
    </message>
    <message>
        <source>cannot open the window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); the commands work without one (see &apos;%1&apos;)</source>
        <translation>het venster kan niet open: geen beeldscherm (DISPLAY noch WAYLAND_DISPLAY is ingesteld); de opdrachten werken ook zonder (zie &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display WAYLAND_DISPLAY=%1 is looked for in XDG_RUNTIME_DIR, which is not set; the commands work without one (see &apos;%2&apos;)</source>
        <translation>het venster kan niet open: het beeldscherm WAYLAND_DISPLAY=%1 wordt in XDG_RUNTIME_DIR gezocht, en die is niet ingesteld; de opdrachten werken ook zonder (zie &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display %1=%2 refused the connection (may this user use it? see XAUTHORITY); the commands work without one (see &apos;%3&apos;)</source>
        <translation>het venster kan niet open: het beeldscherm %1=%2 weigerde de verbinding (mag deze gebruiker het gebruiken? zie XAUTHORITY); de opdrachten werken ook zonder (zie &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display %1=%2 does not answer (is its server running?); the commands work without one (see &apos;%3&apos;)</source>
        <translation>het venster kan niet open: het beeldscherm %1=%2 antwoordt niet (draait de server ervan?); de opdrachten werken ook zonder (zie &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>symbolic links lead round in a loop</source>
        <translation>symbolische koppelingen verwijzen in een kring naar elkaar</translation>
    </message>
    <message>
        <source>an input/output error (a fault of the disk or the device)</source>
        <translation>een invoer-/uitvoerfout (een storing van de schijf of het apparaat)</translation>
    </message>
    <message>
        <source>the file has grown too large</source>
        <translation>het bestand is te groot geworden</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>er zijn te veel bestanden geopend</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>onvoldoende geheugen</translation>
    </message>
    <message>
        <source>no permission</source>
        <translation>geen toestemming</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>systeemfout %1</translation>
    </message>
    <message>
        <source>standard output is closed</source>
        <translation>de standaarduitvoer is gesloten</translation>
    </message>
    <message>
        <source>the output could not be written: %1</source>
        <translation>de uitvoer kon niet worden geschreven: %1</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 needs a framebuffer device, and there is no %2; the commands work without one (see &apos;%3&apos;)</source>
        <translation>het venster kan niet open: Qt-platform %1 heeft een framebufferapparaat nodig, en %2 bestaat niet; de opdrachten werken ook zonder (zie &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 needs a framebuffer device, and %2 is not one; the commands work without one (see &apos;%3&apos;)</source>
        <translation>het venster kan niet open: Qt-platform %1 heeft een framebufferapparaat nodig, en %2 is er geen; de opdrachten werken ook zonder (zie &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 cannot open the framebuffer device %2 (%3); the commands work without one (see &apos;%4&apos;)</source>
        <translation>het venster kan niet open: Qt-platform %1 kan het framebufferapparaat %2 niet openen (%3); de opdrachten werken ook zonder (zie &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 finds no screen it can use here; the commands work without one (see &apos;%2&apos;)</source>
        <translation>het venster kan niet open: Qt-platform %1 vindt hier geen scherm dat het kan gebruiken; de opdrachten werken ook zonder (zie &apos;%2&apos;)</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>Quarante Voleurs (Forty Thieves), the two-deck patience game, with a solver.</source>
        <translation>Quarante Voleurs (Veertig dieven), het patiencespel met twee kaartspellen, met een oplosser.</translation>
    </message>
    <message>
        <source>Without a COMMAND, qvoleurs opens the game window. With a COMMAND it answers on the command line and opens no window (and needs no display).</source>
        <translation>Zonder COMMAND opent qvoleurs het spelvenster. Met een COMMAND antwoordt het op de opdrachtregel en opent het geen venster (en heeft het geen beeldscherm nodig).</translation>
    </message>
    <message>
        <source>CODE|FILE names a deal: either a deal code such as FT1-N-AAAAAAV (FT1, the ruleset N or S, and seven characters; the game&apos;s Game menu copies the code of the deal on the table), or a JSON file holding a deal, as `qvoleurs deal CODE --json` prints it (any layout of two full decks). An argument ending in .json, holding a slash, or naming an existing file is read as a file.</source>
        <translation>CODE|FILE noemt een kaartverdeling: een code zoals FT1-N-AAAAAAV (FT1, de regelvariant N of S en zeven tekens; in het spelvenster kopieert het menu Spel de code van de kaartverdeling op tafel), of een JSON-bestand met een kaartverdeling, zoals `qvoleurs deal CODE --json` het afdrukt (elke opstelling van twee volledige kaartspellen). Een argument dat op .json eindigt, een schuine streep bevat of een bestaand bestand noemt, wordt als bestand gelezen.</translation>
    </message>
    <message>
        <source>The commands solve and describe also take a position in a game: a deal file with cards on the waste or the foundations, or the whole output of `qvoleurs replay CODE MOVE... --json`. The moves solve prints then start from that position.</source>
        <translation>De opdrachten solve en describe nemen ook een stand uit een spel aan: een kaartverdelingsbestand met kaarten op de aflegstapel of de fundamenten, of de volledige uitvoer van `qvoleurs replay CODE MOVE... --json`. De zetten die solve dan afdrukt, beginnen bij die stand.</translation>
    </message>
    <message>
        <source>Moves (replay) are written s-w (draw), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (a supermove of three cards); piles s, w, c1 to c10, f1 to f8.</source>
        <translation>Zetten (replay) schrijf je als s-w (een kaart trekken), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (een supermove van drie kaarten); stapels s, w, c1 tot en met c10, f1 tot en met f8.</translation>
    </message>
    <message>
        <source>Exit status: 0 done, 1 an illegal move in replay or an output that could not be written, 2 bad input (one line on standard error), or no display or missing system libraries for the window, 130 stopped by Ctrl+C.</source>
        <translation>Afsluitstatus: 0 klaar, 1 een ongeldige zet in replay of uitvoer die niet geschreven kon worden, 2 foute invoer (één regel op de standaardfoutuitvoer), of voor het venster geen beeldscherm of ontbrekende systeembibliotheken, 130 gestopt met Ctrl+C.</translation>
    </message>
    <message>
        <source>Each command has its own help: qvoleurs COMMAND --help.</source>
        <translation>Elke opdracht heeft een eigen hulptekst: qvoleurs COMMAND --help.</translation>
    </message>
    <message>
        <source>a deal code such as FT1-N-AAAAAAV, or a deal JSON file (see qvoleurs --help)</source>
        <translation>een code zoals FT1-N-AAAAAAV, of een JSON-bestand met een kaartverdeling (zie qvoleurs --help)</translation>
    </message>
    <message>
        <source>a deal code such as FT1-N-AAAAAAV, a deal JSON file, or a position in a game (see qvoleurs --help)</source>
        <translation>een code zoals FT1-N-AAAAAAV, een JSON-bestand met een kaartverdeling of een stand uit een spel (zie qvoleurs --help)</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>JSON afdrukken</translation>
    </message>
    <message>
        <source>open the window on the deal of this code, such as FT1-N-AAAAAAV (a game in progress is asked about first, as New Game from Code asks); qvoleurs CODE does the same</source>
        <translation>het venster openen op de kaartverdeling met deze code, zoals FT1-N-AAAAAAV (bij een spel in gang wordt eerst gevraagd, zoals Nieuw spel met code vraagt); qvoleurs CODE doet hetzelfde</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>het versienummer van het programma tonen en afsluiten</translation>
    </message>
    <message>
        <source>language of a command&apos;s text, and of the window where Preferences ▸ Language follows the system (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)</source>
        <translation>taal van de tekst van een opdracht, en van het venster als Voorkeuren ▸ Taal het systeem volgt (standaard: uit LANGUAGE, LC_ALL, LC_MESSAGES of LANG, anders en)</translation>
    </message>
    <message>
        <source>the layout of a deal</source>
        <translation>de opstelling van een kaartverdeling</translation>
    </message>
    <message>
        <source>Print the layout of a deal (CODE or FILE).</source>
        <translation>De opstelling van een kaartverdeling (CODE of FILE) afdrukken.</translation>
    </message>
    <message>
        <source>the board read out as text</source>
        <translation>de speeltafel als tekst</translation>
    </message>
    <message>
        <source>Read the board of a deal out as text.</source>
        <translation>De speeltafel van een kaartverdeling als tekst tonen.</translation>
    </message>
    <message>
        <source>play moves from a deal and report the result</source>
        <translation>zetten vanaf een kaartverdeling spelen en de uitkomst melden</translation>
    </message>
    <message>
        <source>Play MOVEs from a deal and report the score and the state; exit 1 at an illegal move.</source>
        <translation>MOVEs vanaf een kaartverdeling spelen en de score en de stand melden; afsluitstatus 1 bij een ongeldige zet.</translation>
    </message>
    <message>
        <source>moves like s-w w-c3 c3-f1</source>
        <translation>zetten zoals s-w w-c3 c3-f1</translation>
    </message>
    <message>
        <source>a winning line, a proof that none exists, or unknown</source>
        <translation>een winnende reeks zetten, een bewijs dat die er niet is, of onbeslist</translation>
    </message>
    <message>
        <source>Search a deal for a winning line and print it, or prove that none exists; the result is unknown when the time limit runs out first.</source>
        <translation>Een kaartverdeling doorzoeken naar een winnende reeks zetten en die afdrukken, of bewijzen dat er geen is; de uitkomst is onbeslist als de tijdslimiet eerder verstrijkt.</translation>
    </message>
    <message>
        <source>seconds to search, more than 0 and at most 86400 (a day); default 10</source>
        <translation>seconden om te zoeken, meer dan 0 en hoogstens 86400 (een dag); standaard 10</translation>
    </message>
    <message>
        <source>language of the text (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)</source>
        <translation>taal van de tekst (standaard: uit LANGUAGE, LC_ALL, LC_MESSAGES of LANG, anders en)</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type a deal code, like FT1-N-AAAAAAV.</source>
        <translation>Typ een code van een kaartverdeling, zoals FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code. A deal code looks like FT1-N-AAAAAAV: FT1, the rules letter, seven characters.</source>
        <translation>%1 is geen code van een kaartverdeling. Zo’n code ziet eruit als FT1-N-AAAAAAV: FT1, de letter van de spelregels, zeven tekens.</translation>
    </message>
    <message>
        <source>%1 is not a deal code this game knows: deal codes start with FT1, not %2.</source>
        <translation>%1 is geen code die dit spel kent: codes van kaartverdelingen beginnen met FT1, niet met %2.</translation>
    </message>
    <message>
        <source>%1 names rules “%2”, which this game does not know. The rules letter is one of %3.</source>
        <translation>%1 noemt spelregels “%2”, die dit spel niet kent. De letter van de spelregels is een van %3.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: “%2” never appears in one. After the rules letter come seven of the letters A to Z and the digits 2 to 7.</source>
        <translation>%1 is geen code van een kaartverdeling: “%2” komt daarin nooit voor. Na de letter van de spelregels volgen zeven tekens uit de letters A tot Z en de cijfers 2 tot 7.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a space in it. A deal code has no spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 is geen code van een kaartverdeling: er staat een spatie in. Zo’n code heeft geen spaties, zoals FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a tab in it. A deal code has no tabs or spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 is geen code van een kaartverdeling: er staat een tab in. Zo’n code heeft geen tabs of spaties, zoals FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a line break in it. A deal code is one line with no spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 is geen code van een kaartverdeling: er staat een regeleinde in. Zo’n code is één regel zonder spaties, zoals FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: a deal code has %3 characters after the rules letter, and this one has %2.</source>
        <translation>%1 is geen code van een kaartverdeling: een code heeft %3 tekens na de letter van de spelregels, deze heeft er %2.</translation>
    </message>
    <message>
        <source>There is no deal number %1: deal numbers go from 0 to %2.</source>
        <translation>Er is geen kaartverdeling met nummer %1: de nummers lopen van 0 tot %2.</translation>
    </message>
</context>
<context>
    <name>DealCodeDialog</name>
    <message>
        <source>New Game from Code</source>
        <translation>Nieuw spel met code</translation>
    </message>
    <message>
        <source>Deal code (like FT1-N-AAAAAAV):</source>
        <translation>Code van de kaartverdeling (zoals FT1-N-AAAAAAV):</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>Geen geldige code</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>bad deal file %1: it names rules %2, which this game does not know (it knows %3)</source>
        <translation>ongeldig kaartverdelingsbestand %1: het noemt spelregels %2, die dit spel niet kent (het kent %3)</translation>
    </message>
    <message>
        <source>bad deal file %1: a deal starts with an empty waste and empty foundations</source>
        <translation>ongeldig kaartverdelingsbestand %1: een kaartverdeling begint met een lege aflegstapel en lege fundamenten</translation>
    </message>
    <message>
        <source>bad deal file %1: it must hold one JSON object with the columns and the stock</source>
        <translation>ongeldig kaartverdelingsbestand %1: het moet één JSON-object met de kolommen en de trekstapel bevatten</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste must be a list of cards, empty in a deal</source>
        <translation>ongeldig kaartverdelingsbestand %1: de aflegstapel moet een lijst met kaarten zijn, leeg aan het begin van een kaartverdeling</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundations must be a list of %2 lists of cards, empty in a deal</source>
        <translation>ongeldig kaartverdelingsbestand %1: de fundamenten moeten een lijst van %2 lijsten met kaarten zijn, leeg aan het begin van een kaartverdeling</translation>
    </message>
    <message>
        <source>bad deal file %1: its columns must be a list of %2 lists of cards</source>
        <translation>ongeldig kaartverdelingsbestand %1: de kolommen moeten een lijst van %2 lijsten met kaarten zijn</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock must be a list of cards</source>
        <translation>ongeldig kaartverdelingsbestand %1: de trekstapel moet een lijst met kaarten zijn</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 is not a list of cards</source>
        <translation>ongeldig kaartverdelingsbestand %1: kolom %2 is geen lijst met kaarten</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 holds %3, which is not a card (a card is written like TH or 2S)</source>
        <translation>ongeldig kaartverdelingsbestand %1: kolom %2 bevat %3, en dat is geen kaart (een kaart schrijf je als TH of 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock holds %2, which is not a card (a card is written like TH or 2S)</source>
        <translation>ongeldig kaartverdelingsbestand %1: de trekstapel bevat %2, en dat is geen kaart (een kaart schrijf je als TH of 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 holds %3 a third time (two decks hold each card twice)</source>
        <translation>ongeldig kaartverdelingsbestand %1: kolom %2 bevat %3 voor de derde keer (twee kaartspellen bevatten elke kaart twee keer)</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock holds %2 a third time (two decks hold each card twice)</source>
        <translation>ongeldig kaartverdelingsbestand %1: de trekstapel bevat %2 voor de derde keer (twee kaartspellen bevatten elke kaart twee keer)</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste holds %2, which is not a card (a card is written like TH or 2S)</source>
        <translation>ongeldig kaartverdelingsbestand %1: de aflegstapel bevat %2, en dat is geen kaart (een kaart schrijf je als TH of 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3, which is not a card (a card is written like TH or 2S)</source>
        <translation>ongeldig kaartverdelingsbestand %1: fundament %2 bevat %3, en dat is geen kaart (een kaart schrijf je als TH of 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste holds %2 a third time (two decks hold each card twice)</source>
        <translation>ongeldig kaartverdelingsbestand %1: de aflegstapel bevat %2 voor de derde keer (twee kaartspellen bevatten elke kaart twee keer)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 a third time (two decks hold each card twice)</source>
        <translation>ongeldig kaartverdelingsbestand %1: fundament %2 bevat %3 voor de derde keer (twee kaartspellen bevatten elke kaart twee keer)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 where %4 belongs (foundations 1 to 8 are spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs)</source>
        <translation>ongeldig kaartverdelingsbestand %1: fundament %2 bevat %3 waar %4 hoort (de fundamenten 1 tot en met 8 zijn schoppen, harten, ruiten, klaveren, schoppen, harten, ruiten, klaveren)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 where %4 belongs (a foundation is built up in its suit from the ace, one rank at a time)</source>
        <translation>ongeldig kaartverdelingsbestand %1: fundament %2 bevat %3 waar %4 hoort (een fundament wordt in zijn kleur vanaf de aas opgebouwd, telkens één hoger)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 above its king (a foundation ends with the king)</source>
        <translation>ongeldig kaartverdelingsbestand %1: fundament %2 bevat %3 boven zijn koning (een fundament eindigt met de koning)</translation>
    </message>
    <message>
        <source>bad deal file %1: its state must be a JSON object with the columns, the stock, the waste and the foundations, as replay --json prints it</source>
        <translation>ongeldig kaartverdelingsbestand %1: het veld state moet een JSON-object zijn met de kolommen, de trekstapel, de aflegstapel en de fundamenten, zoals replay --json het afdrukt</translation>
    </message>
    <message>
        <source>bad deal file %1: a deal has %2 cards (two full decks), this one %3</source>
        <translation>ongeldig kaartverdelingsbestand %1: een kaartverdeling heeft %2 kaarten (twee volledige kaartspellen), deze %3</translation>
    </message>
    <message>
        <source>bad deal file %1: its code %2 is not a deal code this game knows</source>
        <translation>ongeldig kaartverdelingsbestand %1: de code %2 is geen code van een kaartverdeling die dit spel kent</translation>
    </message>
    <message>
        <source>bad deal file %1: its number %2 is not a whole number</source>
        <translation>ongeldig kaartverdelingsbestand %1: het nummer %2 is geen geheel getal</translation>
    </message>
    <message>
        <source>bad deal file %1: its number is out of range: deal numbers go from 0 to %2</source>
        <translation>ongeldig kaartverdelingsbestand %1: het nummer valt buiten het bereik: de nummers van kaartverdelingen lopen van 0 tot %2</translation>
    </message>
</context>
<context>
    <name>FileNotices</name>
    <message>
        <source>Quarante Voleurs may neither read nor write in its folder %1 (no permission): your saved game and statistics there are left as they are, and this window will save neither its game nor the statistics. To play on with them, give yourself permission on that folder.</source>
        <translation>Quarante Voleurs mag in zijn map %1 niet lezen en niet schrijven (geen toestemming): je opgeslagen spel en je statistieken daar blijven zoals ze zijn, en dit venster bewaart zijn spel en de statistieken niet. Geef jezelf toestemming voor die map om ermee verder te spelen.</translation>
    </message>
    <message>
        <source>Quarante Voleurs is already running in another window. This one will not save its game or the statistics until that window closes.</source>
        <translation>Quarante Voleurs draait al in een ander venster. Dit venster bewaart zijn spel en de statistieken niet tot dat venster gesloten is.</translation>
    </message>
    <message>
        <source>Quarante Voleurs could not check whether it is already running (%1). Do not open the game twice.</source>
        <translation>Quarante Voleurs kon niet nagaan of het al draait (%1). Open het spel niet twee keer.</translation>
    </message>
    <message>
        <source>The other window of Quarante Voleurs has closed: this one now saves its game and the statistics.</source>
        <translation>Het andere venster van Quarante Voleurs is gesloten: dit venster bewaart nu zijn spel en de statistieken.</translation>
    </message>
    <message>
        <source>The other window&apos;s game was kept as %1.</source>
        <translation>Het spel van het andere venster is bewaard als %1.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder: %1 leads to %2, which is not there. Make %2 (or connect the drive it is on) or remove the link, or your game and your statistics will not be kept after you quit.</source>
        <translation>Quarante Voleurs kan niet in zijn map schrijven: %1 verwijst naar %2, dat niet bestaat. Maak %2 aan (of sluit de schijf aan waarop het staat) of verwijder de koppeling, anders blijven je spel en je statistieken na het afsluiten niet bewaard.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder: %1 is not a folder. Move or rename it, or your game and your statistics will not be kept after you quit.</source>
        <translation>Quarante Voleurs kan niet in zijn map schrijven: %1 is geen map. Verplaats het of geef het een andere naam, anders blijven je spel en je statistieken na het afsluiten niet bewaard.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot make its folder in %1 (%2): nothing you play will be kept after you quit.</source>
        <translation>Quarante Voleurs kan zijn map in %1 niet aanmaken (%2): niets wat je speelt, blijft na het afsluiten bewaard.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder %1 (%2): nothing you play from now on will be kept after you quit; what was saved before stays as it is.</source>
        <translation>Quarante Voleurs kan niet in zijn map %1 schrijven (%2): niets wat je vanaf nu speelt, blijft na het afsluiten bewaard; wat eerder bewaard is, blijft zoals het is.</translation>
    </message>
    <message>
        <source>Your game and your statistics could not be saved (%1): if you quit now, they will not be kept.</source>
        <translation>Je spel en je statistieken konden niet worden opgeslagen (%1): als je nu afsluit, blijven ze niet bewaard.</translation>
    </message>
    <message>
        <source>Your game is saved again.</source>
        <translation>Je spel wordt weer opgeslagen.</translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Je voorkeuren worden weer opgeslagen.</translation>
    </message>
    <message>
        <source>Your statistics are saved again.</source>
        <translation>Je statistieken worden weer opgeslagen.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>the folder may not be written to</source>
        <translation>er mag niet in de map worden geschreven</translation>
    </message>
    <message>
        <source>the folder&apos;s path is too long</source>
        <translation>het pad van de map is te lang</translation>
    </message>
    <message>
        <source>%1 leads to %2, which is not there</source>
        <translation>%1 verwijst naar %2, dat niet bestaat</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 is geen map</translation>
    </message>
    <message>
        <source>the disk refused it</source>
        <translation>de schijf weigerde het</translation>
    </message>
    <message>
        <source>Make %2 (or connect the drive it is on), or remove the link %1.</source>
        <translation>Maak %2 aan (of sluit de schijf aan waarop het staat), of verwijder de koppeling %1.</translation>
    </message>
    <message>
        <source>Move or rename %1 so that Quarante Voleurs can make its folder there.</source>
        <translation>Verplaats %1 of geef het een andere naam, zodat Quarante Voleurs daar zijn map kan maken.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Het bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>The save before it was kept as %1.</source>
        <translation>De versie daarvoor is bewaard als %1.</translation>
    </message>
    <message>
        <source>Your saved game was missing and the save before it could not be read (no permission). That save is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Je opgeslagen spel ontbrak en de versie daarvoor kon niet worden gelezen (geen toestemming). Die versie blijft zoals ze is, en dit venster bewaart zijn spel en de statistieken niet.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, and the save before it could not be read (no permission). That save is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Je opgeslagen spel was niet bruikbaar en de versie daarvoor kon niet worden gelezen (geen toestemming). Die versie blijft zoals ze is, en dit venster bewaart zijn spel en de statistieken niet.</translation>
    </message>
    <message>
        <source>Your saved game was missing, so the save before it was restored.</source>
        <translation>Je opgeslagen spel ontbrak, daarom is de versie daarvoor teruggezet.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so the save before it was restored.</source>
        <translation>Je opgeslagen spel was beschadigd, daarom is de versie daarvoor teruggezet.</translation>
    </message>
    <message>
        <source>Your saved game was missing and the save before it was damaged, so a new game was dealt.</source>
        <translation>Je opgeslagen spel ontbrak en de versie daarvoor was beschadigd, daarom zijn de kaarten opnieuw uitgedeeld.</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be restored, so a new game was dealt.</source>
        <translation>Je opgeslagen spel was beschadigd en kon niet worden hersteld, daarom zijn de kaarten opnieuw uitgedeeld.</translation>
    </message>
    <message>
        <source>Your settings were damaged, so the settings saved before them were restored.</source>
        <translation>Je voorkeuren waren beschadigd, daarom zijn de voorkeuren van daarvoor teruggezet.</translation>
    </message>
    <message>
        <source>Your settings were damaged, so the defaults are used.</source>
        <translation>Je voorkeuren waren beschadigd, daarom gelden de standaardwaarden.</translation>
    </message>
    <message>
        <source>Your statistics were missing, so the copy saved before them was restored.</source>
        <translation>Je statistieken ontbraken, daarom is de versie daarvoor teruggezet.</translation>
    </message>
    <message>
        <source>Your statistics were damaged, so the copy saved before them was restored.</source>
        <translation>Je statistieken waren beschadigd, daarom is de versie daarvoor teruggezet.</translation>
    </message>
    <message>
        <source>Part of your statistics was damaged, so only that part was dropped and the rest was kept.</source>
        <translation>Een deel van je statistieken was beschadigd, daarom is alleen dat deel weggelaten en de rest bewaard.</translation>
    </message>
    <message>
        <source>Your statistics were damaged, so they start again from zero.</source>
        <translation>Je statistieken waren beschadigd, daarom beginnen ze opnieuw bij nul.</translation>
    </message>
    <message>
        <source>Your saved game was made by a newer version of Quarante Voleurs. It is left as it is for that version, and this window will save neither its game nor the statistics.</source>
        <translation>Je opgeslagen spel is gemaakt door een nieuwere versie van Quarante Voleurs. Het blijft zoals het is voor die versie, en dit venster bewaart zijn spel en de statistieken niet.</translation>
    </message>
    <message>
        <source>Your settings were made by a newer version of Quarante Voleurs, so the defaults are used. The file is left as it is for that version, and changes will not be saved.</source>
        <translation>Je voorkeuren zijn gemaakt door een nieuwere versie van Quarante Voleurs, daarom gelden de standaardwaarden. Het bestand blijft zoals het is voor die versie, en wijzigingen worden niet bewaard.</translation>
    </message>
    <message>
        <source>Your statistics were made by a newer version of Quarante Voleurs. They are left as they are for that version, and the games of this session will not be counted.</source>
        <translation>Je statistieken zijn gemaakt door een nieuwere versie van Quarante Voleurs. Ze blijven zoals ze zijn voor die versie, en de spellen van deze sessie worden niet geteld.</translation>
    </message>
    <message>
        <source>Your saved game could not be read (no permission). It is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Je opgeslagen spel kon niet worden gelezen (geen toestemming). Het blijft zoals het is, en dit venster bewaart zijn spel en de statistieken niet.</translation>
    </message>
    <message>
        <source>Your settings could not be read (no permission), so the defaults are used. The file is left as it is, and changes will not be saved.</source>
        <translation>Je voorkeuren konden niet worden gelezen (geen toestemming), daarom gelden de standaardwaarden. Het bestand blijft zoals het is, en wijzigingen worden niet bewaard.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (no permission). They are left as they are, and the games of this session will not be counted.</source>
        <translation>Je statistieken konden niet worden gelezen (geen toestemming). Ze blijven zoals ze zijn, en de spellen van deze sessie worden niet geteld.</translation>
    </message>
    <message>
        <source>Your game could not be saved as you left it (%1).</source>
        <translation>Je spel kon niet worden opgeslagen zoals je het verliet (%1).</translation>
    </message>
    <message>
        <source>The window&apos;s size and place could not be saved (%1).</source>
        <translation>De grootte en plaats van het venster konden niet worden opgeslagen (%1).</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1): your changes are not kept.</source>
        <translation>Je voorkeuren konden niet worden opgeslagen (%1): je wijzigingen zijn niet bewaard.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1): the games of this session are not kept.</source>
        <translation>Je statistieken konden niet worden opgeslagen (%1): de spellen van deze sessie zijn niet bewaard.</translation>
    </message>
    <message>
        <source>Your game could not be saved (%1): if you quit now, it will not be kept.</source>
        <translation>Je spel kon niet worden opgeslagen (%1): als je nu afsluit, blijft het niet bewaard.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1): your changes will not be kept after you quit.</source>
        <translation>Je voorkeuren konden niet worden opgeslagen (%1): je wijzigingen blijven na het afsluiten niet bewaard.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1): the games of this session will not be kept after you quit.</source>
        <translation>Je statistieken konden niet worden opgeslagen (%1): de spellen van deze sessie blijven na het afsluiten niet bewaard.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>New Game from &amp;Code…</source>
        <translation>Nieuw spel met &amp;code…</translation>
    </message>
    <message>
        <source>Cop&amp;y Deal Code</source>
        <translation>Code van kaartverdeling &amp;kopiëren</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <translation>Kaartverdeling opnieuw &amp;beginnen</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistieken…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;uitvoeren</translation>
    </message>
    <message>
        <source>&amp;Draw a Card</source>
        <translation>Kaart &amp;trekken</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>Read the &amp;Board</source>
        <translation>Speeltafel als &amp;tekst</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;About Quarante Voleurs</source>
        <translation>&amp;Over Quarante Voleurs</translation>
    </message>
    <message>
        <source>The deal code: select it to copy it, or use Game ▸ Copy Deal Code</source>
        <translation>De code van de kaartverdeling: selecteer hem om hem te kopiëren, of kies Spel ▸ Code van kaartverdeling kopiëren</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Arrow keys move between the piles, Space picks up and puts down, Enter plays a card, %1 draws a card, %2 gives a hint, Ctrl+B shows the whole board as text.</source>
        <translation>De pijltjestoetsen gaan van stapel naar stapel, de spatiebalk pakt op en legt neer, Enter speelt een kaart, %1 trekt een kaart, %2 geeft een hint, Ctrl+B toont de hele speeltafel als tekst.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Close this message (Esc)</source>
        <translation>Deze melding sluiten (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>%1 — Quarante Voleurs</source>
        <translation>%1 — Quarante Voleurs</translation>
    </message>
    <message>
        <source>The stock is used up and none of the moves left can win the game. Undo some moves to try another way, or start a new game.</source>
        <translation>De trekstapel is op en geen van de overgebleven zetten kan het spel nog winnen. Maak zetten ongedaan om het anders te proberen, of begin een nieuw spel.</translation>
    </message>
    <message>
        <source>No legal move is left. Undo some moves to try another way, or start a new game.</source>
        <translation>Er is geen zet meer mogelijk. Maak zetten ongedaan om het anders te proberen, of begin een nieuw spel.</translation>
    </message>
    <message>
        <source>You won! All 104 cards are home. Score: %1</source>
        <translation>Gewonnen! Alle 104 kaarten liggen op de fundamenten. Score: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Zetten: %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Trekstapel: %1</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Trekstapel: leeg</translation>
    </message>
    <message>
        <source>%1 goes onto no card, only into an empty column.</source>
        <translation>%1 past op geen enkele kaart, alleen in een lege kolom.</translation>
    </message>
    <message>
        <source>%1 goes only onto %2.</source>
        <translation>%1 past alleen op %2.</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>Een nieuwe beste score!</translation>
    </message>
    <message>
        <source>Your fewest moves yet!</source>
        <translation>Nog nooit met zo weinig zetten!</translation>
    </message>
    <message>
        <source>Your best time yet!</source>
        <translation>Je beste tijd tot nu toe!</translation>
    </message>
    <message>
        <source>With Tab: %1</source>
        <translation>Met Tab: %1</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start deal %1 instead?</source>
        <translation>Het lopende spel telt als verloren. In plaats daarvan kaartverdeling %1 beginnen?</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Forty Thieves, the two-deck patience game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It comes with absolutely no warranty.&lt;/p&gt;&lt;p&gt;Qt %2, Python %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Veertig dieven, het patiencespel met twee kaartspellen.&lt;/p&gt;&lt;p&gt;Vrije software onder de GNU General Public License, versie 3 of later. Er is geen enkele garantie.&lt;/p&gt;&lt;p&gt;Qt %2, Python %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Full screen: press %1 or Esc to leave it, or move the pointer to the top edge for the menus</source>
        <translation>Volledig scherm: druk op %1 of Esc om het te verlaten, of beweeg de muisaanwijzer naar de bovenrand voor de menu’s</translation>
    </message>
    <message>
        <source>Full screen left</source>
        <translation>Volledig scherm uit</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Eigen kaartverdeling</translation>
    </message>
    <message>
        <source>Your game is back as you left it, at move %1.</source>
        <translation>Je spel staat er weer zoals je het verliet, bij zet %1.</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Niets om ongedaan te maken</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Niets om opnieuw uit te voeren</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Code van de kaartverdeling: %1</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Dit spel opgeven?</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start another one?</source>
        <translation>Het lopende spel telt als verloren. Een nieuw spel beginnen?</translation>
    </message>
    <message>
        <source>Deal code copied</source>
        <translation>Code gekopieerd</translation>
    </message>
    <message>
        <source>The Board</source>
        <translation>De speeltafel</translation>
    </message>
    <message>
        <source>About Quarante Voleurs</source>
        <translation>Over Quarante Voleurs</translation>
    </message>
    <message>
        <source>Full screen: press %1 or Esc to leave it</source>
        <translation>Volledig scherm: druk op %1 of Esc om het te verlaten</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>Nothing more to undo: the undo limit is set in the preferences</source>
        <translation>Niets meer ongedaan te maken: de grens staat in de voorkeuren</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Deze kaartverdeling opnieuw beginnen?</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start this deal again from the beginning?</source>
        <translation>Het lopende spel telt als verloren. Dezelfde kaartverdeling opnieuw vanaf het begin spelen?</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tijd: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Every setting is back to its default</source>
        <translation>Alle instellingen staan weer op hun standaardwaarde</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Standaardwaarden herstellen</translation>
    </message>
</context>
<context>
    <name>RuleReminder</name>
    <message>
        <source>The card is already there.</source>
        <translation>De kaart ligt daar al.</translation>
    </message>
    <message>
        <source>There is no card there to move.</source>
        <translation>Daar ligt geen kaart om te verplaatsen.</translation>
    </message>
    <message>
        <source>No card ever goes back onto the stock.</source>
        <translation>Er gaat nooit een kaart terug op de trekstapel.</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>Er wordt maar één kaart tegelijk verplaatst: de bovenste kaart van een kolom of van de aflegstapel. Zelfs twee opeenvolgende kaarten van dezelfde kleur moeten één voor één worden verplaatst.</translation>
    </message>
    <message>
        <source>Cards moved together must be a run in one suit, each one rank lower than the last.</source>
        <translation>Kaarten die samen worden verplaatst, moeten een reeks van dezelfde kleur vormen, elk één rang lager dan de vorige.</translation>
    </message>
    <message>
        <source>Not enough empty columns for that many cards: with one empty column you can move two cards, with two empty columns four, and so on; into an empty column half as many.</source>
        <translation>Niet genoeg lege kolommen voor zoveel kaarten: met één lege kolom kun je twee kaarten verplaatsen, met twee lege kolommen vier, enzovoort; naar een lege kolom half zoveel.</translation>
    </message>
    <message>
        <source>In a column a card goes on a card of the same suit one rank higher: spades 7 on spades 8, never on hearts 8.</source>
        <translation>In een kolom leg je een kaart op een kaart van dezelfde kleur die precies één rang hoger is: schoppen 7 mag alleen op schoppen 8.</translation>
    </message>
    <message>
        <source>A card goes on a card of its suit exactly one rank higher: spades 7 only on spades 8.</source>
        <translation>Een kaart gaat op een kaart van dezelfde kleur die precies één rang hoger is: schoppen 7 mag alleen op schoppen 8.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace in a column: no card has a lower rank.</source>
        <translation>Op een aas in een kolom kan niets worden gelegd: geen kaart heeft een lagere rang.</translation>
    </message>
    <message>
        <source>Each foundation has a fixed suit, from left to right: spades, hearts, diamonds, clubs, then spades, hearts, diamonds, clubs again.</source>
        <translation>Elk fundament heeft een vaste kleur, van links naar rechts: schoppen, harten, ruiten, klaveren en vervolgens opnieuw schoppen, harten, ruiten, klaveren.</translation>
    </message>
    <message>
        <source>A foundation is built up from ace to king: after the ace come 2, 3 and so on.</source>
        <translation>Je bouwt een fundament op van aas tot koning: na de aas komen 2, 3 enzovoort.</translation>
    </message>
    <message>
        <source>A card from a foundation can only go back onto a column.</source>
        <translation>Een kaart van een fundament kan alleen terug naar een kolom.</translation>
    </message>
    <message>
        <source>The game is won: all 104 cards are on the foundations.</source>
        <translation>Het spel is gewonnen: alle 104 kaarten liggen op de fundamenten.</translation>
    </message>
    <message>
        <source>This game has reached the most actions a saved game can hold (500,000). Undo a move to play on, or restart the deal.</source>
        <translation>Dit spel heeft het grootste aantal handelingen bereikt dat een opgeslagen spel kan bevatten (500.000). Maak een zet ongedaan om verder te spelen, of begin de kaartverdeling opnieuw.</translation>
    </message>
    <message>
        <source>Only cards turned over from the stock go onto the waste.</source>
        <translation>Op de aflegstapel komen alleen kaarten die van de trekstapel zijn getrokken.</translation>
    </message>
    <message>
        <source>There is no second pass through the stock: once it is empty, each of its 64 cards has been turned over once.</source>
        <translation>Je kunt de trekstapel niet opnieuw doorlopen: zodra hij leeg is, blijft hij leeg tot het einde van het spel.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played.</source>
        <translation>Alleen de bovenste kaart van de aflegstapel is speelbaar.</translation>
    </message>
    <message>
        <source>A run of cards moves only from column to column.</source>
        <translation>Een reeks kaarten gaat alleen van kolom naar kolom.</translation>
    </message>
    <message>
        <source>A foundation starts with the ace of its suit.</source>
        <translation>Een fundament begint met de aas van zijn kleur.</translation>
    </message>
    <message>
        <source>A click on the stock turns one card face up onto the waste.</source>
        <translation>Bij elke klik op de trekstapel wordt één kaart open op de aflegstapel gelegd.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Quarante Voleurs</source>
        <translation>Regels van Quarante Voleurs</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Quarante Voleurs (Forty Thieves)</source>
        <translation>Quarante Voleurs (Veertig dieven)</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Het doel</translation>
    </message>
    <message>
        <source>Two full packs are shuffled together: 104 cards, every card twice. The aim is to build all 104 cards onto the eight foundations. One card moves at a time and the stock is gone through only once, so many deals cannot be won.</source>
        <translation>Twee volledige kaartspellen worden door elkaar geschud: 104 kaarten, elke kaart twee keer. Het doel is alle 104 kaarten op de acht fundamenten te leggen. Je verplaatst maar één kaart tegelijk en de trekstapel wordt maar één keer doorlopen, dus veel kaartverdelingen zijn niet te winnen.</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>De opstelling</translation>
    </message>
    <message>
        <source>Ten columns of four cards, all face up.</source>
        <translation>Tien kolommen van vier kaarten, allemaal open.</translation>
    </message>
    <message>
        <source>The stock: the other 64 cards, face down. The waste beside it starts empty.</source>
        <translation>De trekstapel: de overige 64 kaarten, met de beeldzijde naar beneden. De aflegstapel ernaast is aan het begin leeg.</translation>
    </message>
    <message>
        <source>Eight foundations, each with a fixed suit, left to right: spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs.</source>
        <translation>Acht fundamenten, elk met een vaste kleur, van links naar rechts: schoppen, harten, ruiten, klaveren, schoppen, harten, ruiten, klaveren.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>Er wordt maar één kaart tegelijk verplaatst: de bovenste kaart van een kolom of van de aflegstapel. Twee opeenvolgende kaarten worden één voor één verplaatst.</translation>
    </message>
    <message>
        <source>On a column, a card goes on the card of the **same suit** that is exactly **one rank higher**: spades 7 on spades 8, never on hearts 8. Nothing goes on an ace.</source>
        <translation>In een kolom leg je een kaart op de kaart van **dezelfde kleur** die precies **één rang hoger** is: schoppen 7 op schoppen 8, nooit op harten 8. Op een aas mag niets.</translation>
    </message>
    <message>
        <source>Any card may go into an empty column.</source>
        <translation>In een lege kolom mag elke kaart.</translation>
    </message>
    <message>
        <source>A foundation starts with the ace of its suit and is built up to the king.</source>
        <translation>Een fundament begint met de aas van zijn kleur en wordt opgebouwd tot de koning.</translation>
    </message>
    <message>
        <source>The top card of a foundation may come back onto a column where it fits; it costs 15 points.</source>
        <translation>De bovenste kaart van een fundament mag terug naar een kolom waar hij past; dat kost 15 punten.</translation>
    </message>
    <message>
        <source>The stock and the waste</source>
        <translation>De trekstapel en de aflegstapel</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card face up onto the waste. Only the top card of the waste can be played. There is no redeal: once the 64 cards have been turned over, the stock stays empty.</source>
        <translation>Klik op de trekstapel om de bovenste kaart open op de aflegstapel te leggen. Alleen de bovenste kaart van de aflegstapel is speelbaar. Je kunt de trekstapel niet opnieuw doorlopen: zodra de 64 kaarten zijn omgedraaid, blijft hij leeg.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Het einde van het spel</translation>
    </message>
    <message>
        <source>The game is won when all eight foundations hold their thirteen cards.</source>
        <translation>Het spel is gewonnen wanneer alle acht fundamenten elk hun dertien kaarten hebben.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>A card onto a foundation</source>
        <translation>Een kaart op een fundament</translation>
    </message>
    <message>
        <source>A waste card onto a column</source>
        <translation>Een kaart van de aflegstapel op een kolom</translation>
    </message>
    <message>
        <source>A foundation card back onto a column</source>
        <translation>Een kaart van een fundament terug op een kolom</translation>
    </message>
    <message>
        <source>Column to column, drawing a card</source>
        <translation>Van kolom naar kolom, een kaart trekken</translation>
    </message>
    <message>
        <source>The score starts at 0 and never goes below 0. There is no bonus for winning: a game won without taking cards back from the foundations scores 1040 (104 cards × 10) plus 5 for each waste card played to a column. A win with 29 waste cards played to columns scores 1040 + 29 × 5 = 1185.</source>
        <translation>De score begint bij 0 en daalt nooit onder 0. Er is geen bonus voor winnen: een gewonnen spel zonder kaarten van een fundament terug te nemen levert 1040 punten op (104 kaarten × 10), plus 5 voor elke kaart van de aflegstapel die op een kolom is gelegd. Een gewonnen spel met 29 kaarten van de aflegstapel op een kolom levert 1040 + 29 × 5 = 1185 punten op.</translation>
    </message>
    <message>
        <source>Undo and the move counter</source>
        <translation>Ongedaan maken en de zettenteller</translation>
    </message>
    <message>
        <source>**Undo** (Ctrl+Z) takes back the last action, a move or a draw; **Redo** (Ctrl+Shift+Z) plays it again.</source>
        <translation>**Ongedaan maken** (Ctrl+Z) neemt de laatste actie terug, een zet of een getrokken kaart; **Opnieuw uitvoeren** (Ctrl+Shift+Z) voert hem weer uit.</translation>
    </message>
    <message>
        <source>The last 100 actions can be undone; in the preferences the undo history can be unlimited.</source>
        <translation>De laatste 100 acties kunnen ongedaan worden gemaakt; in de voorkeuren kan de geschiedenis voor ongedaan maken onbeperkt worden.</translation>
    </message>
    <message>
        <source>Undo puts the score back exactly where it was before the action. The move counter counts every action, draws included, and never goes down, not even on undo.</source>
        <translation>Ongedaan maken zet de score precies terug op de waarde van vóór de actie. De zettenteller telt elke actie, ook het trekken van een kaart, en gaat nooit omlaag, ook niet bij ongedaan maken.</translation>
    </message>
    <message>
        <source>Quit at any time: the next start brings back the game with its undo history.</source>
        <translation>Stop wanneer je wilt: bij de volgende start staat het spel er weer, met zijn geschiedenis voor ongedaan maken.</translation>
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation>Spelen met de muis</translation>
    </message>
    <message>
        <source>**Click** a card to send it to a foundation; a waste card that no foundation takes goes to a column that takes it.</source>
        <translation>**Klik** op een kaart om hem naar een fundament te sturen; een kaart van de aflegstapel die geen fundament aanneemt, gaat naar een kolom die hem aanneemt.</translation>
    </message>
    <message>
        <source>**Double-click** a card to send it to a foundation, else to the longest column that takes it, else to an empty column. Double-click can be switched off in the preferences.</source>
        <translation>**Dubbelklik** op een kaart om hem naar een fundament te sturen, anders naar de langste kolom die hem aanneemt, anders naar een lege kolom. Dubbelklikken kan in de voorkeuren worden uitgezet.</translation>
    </message>
    <message>
        <source>**Drag** a card onto a pile. While you drag, the piles that accept it light up (placement help).</source>
        <translation>**Sleep** een kaart naar een stapel. Tijdens het slepen lichten de stapels op die hem aannemen (hulp bij het plaatsen).</translation>
    </message>
    <message>
        <source>**Auto-place** (off by default, in the preferences): a card released where it cannot go goes to its best place instead, as a double-click would send it.</source>
        <translation>**Automatisch plaatsen** (standaard uit, in de voorkeuren): een kaart die je loslaat waar hij niet mag liggen, gaat in plaats daarvan naar de beste plek, zoals bij een dubbelklik.</translation>
    </message>
    <message>
        <source>A refused move shows a short reminder of the rule it broke.</source>
        <translation>Bij een geweigerde zet verschijnt kort de regel die hij overtreedt.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Spelen met het toetsenbord</translation>
    </message>
    <message>
        <source>The **arrow keys** move the focus between the piles.</source>
        <translation>De **pijltjestoetsen** verplaatsen de focus tussen de stapels.</translation>
    </message>
    <message>
        <source>**Space** picks the focused card up; move the focus and press **Space** again to put it there. **Esc** puts it back. With supermoves, **Space** again on the same column takes one more card of its run.</source>
        <translation>De **spatiebalk** pakt de kaart met de focus op; verplaats de focus en druk nogmaals op de **spatiebalk** om hem daar neer te leggen. **Esc** legt hem terug. Met supermoves pakt de **spatiebalk** nogmaals op dezelfde kolom nog een kaart van de reeks op.</translation>
    </message>
    <message>
        <source>**D** draws a card, **H** gives a hint.</source>
        <translation>**D** trekt een kaart, **H** geeft een hint.</translation>
    </message>
    <message>
        <source>Help ▸ Keyboard Shortcuts lists every key.</source>
        <translation>Help ▸ Sneltoetsen toont alle toetsen.</translation>
    </message>
    <message>
        <source>Deal codes</source>
        <translation>Codes van kaartverdelingen</translation>
    </message>
    <message>
        <source>Every deal has a code, such as FT1-N-AAAAAAV: FT1, the rules (N: one card at a time, S: with supermoves) and seven characters. The status bar shows it.</source>
        <translation>Elke kaartverdeling heeft een code, zoals FT1-N-AAAAAAV: FT1, de regelvariant (N: één kaart tegelijk, S: met supermoves) en zeven tekens. De statusbalk toont hem.</translation>
    </message>
    <message>
        <source>Game ▸ Copy Deal Code copies it, to share the deal.</source>
        <translation>Spel ▸ Code van kaartverdeling kopiëren kopieert hem, om de kaartverdeling te delen.</translation>
    </message>
    <message>
        <source>Game ▸ New Game from Code plays the deal of a code someone gave you.</source>
        <translation>Spel ▸ Nieuw spel met code speelt de kaartverdeling van een code die je van iemand hebt gekregen.</translation>
    </message>
    <message>
        <source>Game ▸ Restart Deal starts the same deal again from the beginning; the game in progress counts as lost.</source>
        <translation>Spel ▸ Kaartverdeling opnieuw beginnen begint dezelfde kaartverdeling opnieuw vanaf het begin; het lopende spel telt als verloren.</translation>
    </message>
    <message>
        <source>Hint and the solver</source>
        <translation>Hint en de oplosser</translation>
    </message>
    <message>
        <source>In the rules with supermoves (a Danish house rule, chosen in the preferences for new games), a run of cards in suit and sequence moves in one action when enough empty columns would allow it one card at a time: with one empty column two cards, with two empty columns four, with three eight, and half as many into an empty column. In the standard rules (N) every card moves on its own.</source>
        <translation>Met de regels met supermoves (een Deense huisregel, in de voorkeuren te kiezen voor nieuwe spellen) verplaats je een reeks opeenvolgende kaarten van dezelfde kleur in één keer, als er genoeg lege kolommen zijn om hem kaart voor kaart te verplaatsen: met één lege kolom twee kaarten, met twee lege kolommen vier, met drie acht, en naar een lege kolom half zoveel. Met de standaardregels (N) gaat elke kaart apart.</translation>
    </message>
    <message>
        <source>The status bar says whether the game can still be won: *Winnable*, *Can no longer be won* (*Cannot be won* for a deal lost as dealt) or *Not known yet*, and *Thinking…* while the solver searches. It looks again after every move, for up to 30 seconds.</source>
        <translation>De statusbalk zegt of het spel nog te winnen is: *Te winnen*, *Niet meer te winnen* (*Niet te winnen* voor een kaartverdeling die al bij het delen verloren is) of *Nog niet bekend*, en *Denkt na…* zolang de oplosser zoekt. Hij kijkt na elke zet opnieuw, tot 30 seconden lang.</translation>
    </message>
    <message>
        <source>When no legal move is left, the game is lost; so it is when the stock is used up and none of the moves left can win it (for example, a card that can only go back and forth between two identical cards). Quarante Voleurs notices both, says so and offers to undo moves or to start a new game, and, where the solver can, to find where the game was lost.</source>
        <translation>Als er geen zet meer mogelijk is, is het spel verloren; dat is het ook als de trekstapel op is en geen van de overgebleven zetten het spel nog kan winnen (bijvoorbeeld een kaart die alleen nog heen en weer kan tussen twee gelijke kaarten). Quarante Voleurs merkt beide op, meldt het en biedt aan zetten ongedaan te maken of een nieuw spel te beginnen en, als de oplosser dat kan, uit te zoeken waar het spel verloren ging.</translation>
    </message>
    <message>
        <source>**Enter** plays the focused card as a click would (or as a double-click, when a click does nothing); with a card picked up, it puts it on the focused pile, as **Space** does.</source>
        <translation>**Enter** speelt de kaart met de focus zoals een klik (of zoals een dubbelklik, als een klik niets doet); met een opgepakte kaart legt hij die op de stapel met de focus, zoals de **spatiebalk**.</translation>
    </message>
    <message>
        <source>Quarante Voleurs has a solver. The solver knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Quarante Voleurs heeft een oplosser. De oplosser kent de volgorde van de kaarten in de trekstapel, die jij niet kent: ‘te winnen’ betekent dat er een manier om te winnen bestaat, niet dat die makkelijk te vinden is.</translation>
    </message>
    <message>
        <source>**Hint** (H) names the next move of a winning line when the solver knows one; otherwise a promising move, and says so.</source>
        <translation>**Hint** (H) noemt de volgende zet van een winnende reeks zetten als de oplosser er een kent; anders een veelbelovende zet, en dat zegt hij er dan bij.</translation>
    </message>
    <message>
        <source>**Think Longer**: when the answer is *Not known yet*, the solver searches that position for up to ten minutes.</source>
        <translation>**Langer nadenken**: als het antwoord *Nog niet bekend* is, zoekt de oplosser tot tien minuten lang in die stand.</translation>
    </message>
    <message>
        <source>**Demo**: the solver plays a winning line; a click or a key stops it.</source>
        <translation>**Demo**: de oplosser speelt een winnende reeks zetten voor; een klik of een toets stopt hem.</translation>
    </message>
    <message>
        <source>**Where Did I Lose It?**: after a lost game, finds the last position that could still be won and offers to go back there.</source>
        <translation>**Waar ging het mis?**: zoekt na een verloren spel de laatste stand die nog te winnen was en biedt aan daarheen terug te gaan.</translation>
    </message>
    <message>
        <source>In the preferences, new deals can be limited to deals the solver has won, and the verdict in the status bar can be switched off.</source>
        <translation>In de voorkeuren kun je alleen kaartverdelingen laten geven die de oplosser heeft gewonnen, en het oordeel in de statusbalk uitzetten.</translation>
    </message>
    <message>
        <source>What counts as help</source>
        <translation>Wat als hulp telt</translation>
    </message>
    <message>
        <source>Only what you ask for counts as help: Hint, Demo, Where Did I Lose It? and Think Longer. A game won after any of them counts in the statistics as won with help: it sets no best score, no fewest moves and no winning streak. The verdict in the status bar comes without asking and does not count as help.</source>
        <translation>Alleen waar je zelf om vraagt, telt als hulp: Hint, Demo, Waar ging het mis? en Langer nadenken. Een spel dat daarna wordt gewonnen, telt in de statistieken als gewonnen met hulp: het levert geen beste score, geen record voor het minste aantal zetten en geen winstreeks op. Het oordeel in de statusbalk komt zonder dat je erom vraagt en telt niet als hulp.</translation>
    </message>
    <message>
        <source>Supermoves (rules S)</source>
        <translation>Supermoves (regels S)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Bediening</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Weergave</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Oplosser</translation>
    </message>
    <message>
        <source>Double-click moves a card</source>
        <translation>Dubbelklik verplaatst een kaart</translation>
    </message>
    <message>
        <source>Auto-place a released card on the best place</source>
        <translation>Automatisch plaatsen (een losgelaten kaart op de beste plek leggen)</translation>
    </message>
    <message>
        <source>Highlight the piles that accept a dragged card</source>
        <translation>Stapels markeren waar een gesleepte kaart op past</translation>
    </message>
    <message>
        <source>Remind me of the rule when a move is refused</source>
        <translation>De regel tonen als een zet wordt geweigerd</translation>
    </message>
    <message>
        <source>Send the last cards home by themselves when only moves home are left</source>
        <translation>De laatste kaarten vanzelf naar de fundamenten laten gaan als er alleen nog zetten daarheen nodig zijn</translation>
    </message>
    <message>
        <source>Animate card moves</source>
        <translation>Kaartbewegingen animeren</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animatiesnelheid</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Four-colour deck (each suit its own colour)</source>
        <translation>Vierkleurig kaartspel (elke kleur een eigen tint)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Geschiedenis voor ongedaan maken</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Onbeperkt</translation>
    </message>
    <message>
        <source>Rules for new games</source>
        <translation>Regels voor nieuwe spellen</translation>
    </message>
    <message>
        <source>With supermoves (Danish house rule)</source>
        <translation>Met supermoves (Deense huisregel)</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Vragen voordat een lopend spel wordt opgegeven</translation>
    </message>
    <message>
        <source>Show whether the game can still be won (this does not count as help)</source>
        <translation>Tonen of het spel nog te winnen is (dit telt niet als hulp)</translation>
    </message>
    <message>
        <source>Deal only games the solver has won</source>
        <translation>Alleen spellen geven die de oplosser heeft gewonnen</translation>
    </message>
    <message>
        <source>Last 100 actions (the standard limit)</source>
        <translation>De laatste 100 acties (de gebruikelijke grens)</translation>
    </message>
    <message>
        <source>One card at a time (standard rules)</source>
        <translation>Eén kaart tegelijk (standaardregels)</translation>
    </message>
    <message>
        <source>Show a game timer (paused while the window is hidden)</source>
        <translation>Speeltijd tonen (gepauzeerd zolang het venster verborgen is)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Overig</translation>
    </message>
    <message>
        <source>On the card table</source>
        <translation>Op de speeltafel</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>&amp;Where Did I Lose It?</source>
        <translation>&amp;Waar ging het mis?</translation>
    </message>
    <message>
        <source>Where Did I Lose It?</source>
        <translation>Waar ging het mis?</translation>
    </message>
    <message>
        <source>Can this game still be won? The solver looks for a win after every move. It knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Is dit spel nog te winnen? De oplosser zoekt na elke zet naar een manier om te winnen. Hij kent de volgorde van de kaarten in de trekstapel, die jij niet kent: ‘te winnen’ betekent dat er een manier om te winnen bestaat, niet dat die makkelijk te vinden is.</translation>
    </message>
    <message>
        <source>The solver&apos;s fast core is not installed, so the analysis is much slower. Installing a C compiler and Python&apos;s headers (on Debian: gcc and python3-dev) and then Quarante Voleurs again brings it.</source>
        <translation>De snelle kern van de oplosser is niet geïnstalleerd, dus de analyse gaat veel trager. Installeer een C-compiler en de headers van Python (op Debian: gcc en python3-dev) en daarna Quarante Voleurs opnieuw om hem te krijgen.</translation>
    </message>
    <message>
        <source>Stop &amp;Thinking</source>
        <translation>S&amp;top met nadenken</translation>
    </message>
    <message>
        <source>Think &amp;Longer</source>
        <translation>&amp;Langer nadenken</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Te winnen</translation>
    </message>
    <message>
        <source>Can no longer be won</source>
        <translation>Niet meer te winnen</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Nog niet bekend</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Dit spel is niet meer te winnen.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Er is geen zet meer mogelijk.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Hint: %1.</translation>
    </message>
    <message>
        <source>No winning line is known yet. A promising move: %1.</source>
        <translation>Er is nog geen winnende reeks zetten bekend. Een veelbelovende zet: %1.</translation>
    </message>
    <message>
        <source>draw a card from the stock</source>
        <translation>trek een kaart van de trekstapel</translation>
    </message>
    <message>
        <source>a card drawn from the stock</source>
        <translation>een kaart van de trekstapel getrokken</translation>
    </message>
    <message>
        <source>move the %1 to its foundation</source>
        <translation>leg de %1 op zijn fundament</translation>
    </message>
    <message>
        <source>the %1 moved to its foundation</source>
        <translation>de %1 op zijn fundament gelegd</translation>
    </message>
    <message>
        <source>move the %1 to the empty column</source>
        <translation>leg de %1 in de lege kolom</translation>
    </message>
    <message>
        <source>the %1 moved to the empty column</source>
        <translation>de %1 in de lege kolom gelegd</translation>
    </message>
    <message>
        <source>the %1 cards from the %2 moved down onto the %3</source>
        <translation>de %1 kaarten vanaf de %2 op de %3 gelegd</translation>
    </message>
    <message>
        <source>move the %1 cards from the %2 down onto the %3</source>
        <translation>leg de %1 kaarten vanaf de %2 op de %3</translation>
    </message>
    <message>
        <source>move the %1 onto the %2</source>
        <translation>leg de %1 op de %2</translation>
    </message>
    <message>
        <source>the %1 moved onto the %2</source>
        <translation>de %1 op de %2 gelegd</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Zoeken naar een winnende reeks zetten…</translation>
    </message>
    <message>
        <source>Demo: click or press a key to stop it</source>
        <translation>Demo: klik of druk op een toets om te stoppen</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demo gestopt.</translation>
    </message>
    <message>
        <source>This game can be won</source>
        <translation>Dit spel is te winnen</translation>
    </message>
    <message>
        <source>Cannot be won</source>
        <translation>Niet te winnen</translation>
    </message>
    <message>
        <source>This deal cannot be won</source>
        <translation>Deze kaartverdeling is niet te winnen</translation>
    </message>
    <message>
        <source>This game can no longer be won</source>
        <translation>Dit spel is niet meer te winnen</translation>
    </message>
    <message>
        <source>Not known yet whether this game can be won</source>
        <translation>Nog niet bekend of dit spel te winnen is</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>Deze kaartverdeling is niet te winnen.</translation>
    </message>
    <message>
        <source>Thinking longer (up to %1 min)…</source>
        <translation>Denkt langer na (tot %1 min)…</translation>
    </message>
    <message>
        <source>Thinking longer (up to %1 s)…</source>
        <translation>Denkt langer na (tot %1 s)…</translation>
    </message>
    <message>
        <source>Think Longer stopped: the solver needed more memory than it may use.</source>
        <translation>Langer nadenken is gestopt: de oplosser had meer geheugen nodig dan hij mag gebruiken.</translation>
    </message>
    <message>
        <source>Think Longer ran out of time; the game may still be winnable.</source>
        <translation>Langer nadenken is door zijn tijd heen; het spel is misschien nog te winnen.</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>from column %1</source>
        <translation>uit kolom %1</translation>
    </message>
    <message>
        <source>from the waste</source>
        <translation>van de aflegstapel</translation>
    </message>
    <message>
        <source>from foundation %1</source>
        <translation>van fundament %1</translation>
    </message>
    <message>
        <source>to column %1</source>
        <translation>naar kolom %1</translation>
    </message>
    <message>
        <source>to foundation %1</source>
        <translation>naar fundament %1</translation>
    </message>
    <message>
        <source>This deal can be won; the solver is still finding the way. A promising move meanwhile: %1.</source>
        <translation>Deze kaartverdeling is te winnen; de oplosser zoekt de weg nog. Een veelbelovende zet in de tussentijd: %1.</translation>
    </message>
    <message>
        <source>Still thinking about this position. A promising move meanwhile: %1.</source>
        <translation>Nog bezig met deze stand. Een veelbelovende zet in de tussentijd: %1.</translation>
    </message>
    <message>
        <source>Looking back through the game…</source>
        <translation>Het verloop van het spel wordt nagelopen…</translation>
    </message>
    <message>
        <source>The solver found no position in this game that could be won.</source>
        <translation>De oplosser vond in dit spel geen stand die te winnen was.</translation>
    </message>
    <message>
        <source>The solver could not decide whether any earlier position of this game could be won.</source>
        <translation>De oplosser kon niet beoordelen of een eerdere stand in dit spel te winnen was.</translation>
    </message>
    <message>
        <source>This position can still be won.</source>
        <translation>Deze stand is nog te winnen.</translation>
    </message>
    <message>
        <source>The deal could be won.</source>
        <translation>De kaartverdeling was te winnen.</translation>
    </message>
    <message>
        <source>After move %1 the game could still be won.</source>
        <translation>Na zet %1 was het spel nog te winnen.</translation>
    </message>
    <message>
        <source>Move %1 (%2) made it lost.</source>
        <translation>Door zet %1 (%2) ging het spel verloren.</translation>
    </message>
    <message>
        <source>The solver could not decide the positions after it.</source>
        <translation>De oplosser kon de standen daarna niet beoordelen.</translation>
    </message>
    <message>
        <source>Go back there?</source>
        <translation>Daarheen teruggaan?</translation>
    </message>
    <message>
        <source>That position is beyond the undo history and cannot be rebuilt.</source>
        <translation>Die stand ligt voorbij de geschiedenis voor ongedaan maken en kan niet worden hersteld.</translation>
    </message>
    <message>
        <source>Back to the position after move %1: the later moves can be redone.</source>
        <translation>Terug naar de stand na zet %1: de latere zetten kun je opnieuw uitvoeren.</translation>
    </message>
    <message>
        <source>The solver has won this deal before: it can be won.</source>
        <translation>De oplosser heeft deze kaartverdeling al eens gewonnen: hij is te winnen.</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Zoeken naar een te winnen kaartverdeling…</translation>
    </message>
    <message>
        <source>The solver has won this deal: it can be won.</source>
        <translation>De oplosser heeft deze kaartverdeling gewonnen: hij is te winnen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Oplosser</translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions examined</source>
        <translation>
            <numerusform>%Ln stand onderzocht</numerusform>
            <numerusform>%Ln standen onderzocht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deals tried</source>
        <translation>
            <numerusform>%Ln kaartverdeling geprobeerd</numerusform>
            <numerusform>%Ln kaartverdelingen geprobeerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions of the game tried</source>
        <translation>
            <numerusform>%Ln stand van het spel geprobeerd</numerusform>
            <numerusform>%Ln standen van het spel geprobeerd</numerusform>
        </translation>
    </message>
    <message>
        <source>Search stopped.</source>
        <translation>Zoeken gestopt.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>De oplosser is mislukt: %1</translation>
    </message>
    <message>
        <source>The solver found no win in time; the game may still be winnable.</source>
        <translation>De oplosser vond niet op tijd een manier om te winnen; het spel is misschien nog te winnen.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Forget the record of every game, for both rulesets? This cannot be undone.</source>
        <translation>De gegevens van alle spellen wissen, voor beide regelvarianten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nog geen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln won</source>
        <translation>
            <numerusform>%Ln gewonnen</numerusform>
            <numerusform>%Ln gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln verloren</numerusform>
            <numerusform>%Ln verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games played, %2 won (%3), current streak: %4</source>
        <translation>
            <numerusform>%1: %Ln spel gespeeld, %2 gewonnen (%3), huidige reeks: %4</numerusform>
            <numerusform>%1: %Ln spellen gespeeld, %2 gewonnen (%3), huidige reeks: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no games played yet</source>
        <translation>%1: nog geen spellen gespeeld</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>Statistieken &amp;wissen…</translation>
    </message>
    <message>
        <source>A win counts as a win with help when you used a hint, a demo, “Think Longer” or “Where Did I Lose It?”; the indicator that shows whether the game can still be won does not count as help. A win with help ends a losing streak but starts no winning one, and sets no record.</source>
        <translation>Een gewonnen spel telt als gewonnen met hulp wanneer je een hint, een demo, ‘Langer nadenken’ of ‘Waar ging het mis?’ hebt gebruikt; de aanduiding of het spel nog te winnen is, telt niet als hulp. Een gewonnen spel met hulp beëindigt een verliesreeks, maar begint geen winstreeks en vestigt geen record.</translation>
    </message>
    <message>
        <source>&amp;One card at a time</source>
        <translation>&amp;Eén kaart tegelijk</translation>
    </message>
    <message>
        <source>With &amp;supermoves</source>
        <translation>Met &amp;supermoves</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespeelde spellen:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Gewonnen spellen:</translation>
    </message>
    <message>
        <source>Of which with help:</source>
        <translation>Waarvan met hulp:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Winstpercentage:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Huidige reeks:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Langste winstreeks:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Langste verliesreeks:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste score:</translation>
    </message>
    <message>
        <source>Fewest moves in a won game:</source>
        <translation>Minste aantal zetten in een gewonnen spel:</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Best time:</source>
        <translation>Beste tijd:</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Move the focus between the piles</source>
        <translation>De focus tussen de stapels verplaatsen</translation>
    </message>
    <message>
        <source>Move the focus to the first or last pile of the row</source>
        <translation>De focus naar de eerste of laatste stapel van de rij verplaatsen</translation>
    </message>
    <message>
        <source>Move the focus to the next or previous pile, all of them in turn; to a message&apos;s buttons when it has some</source>
        <translation>De focus naar de volgende of vorige stapel verplaatsen, langs alle stapels; naar de knoppen van een melding als die knoppen heeft</translation>
    </message>
    <message>
        <source>Play the focused card, as a click or a double-click; with a card picked up, put it there</source>
        <translation>De kaart met de focus spelen, zoals met een klik of dubbelklik; met een opgepakte kaart: die daar neerleggen</translation>
    </message>
    <message>
        <source>Pick up the focused card (with supermoves, again on its column: one more card of its run); on another pile, put it there</source>
        <translation>De kaart met de focus oppakken (met supermoves, nogmaals op dezelfde kolom: nog een kaart van de reeks); op een andere stapel: daar neerleggen</translation>
    </message>
    <message>
        <source>Put a picked-up card back, or close the message over the cards</source>
        <translation>Een opgepakte kaart terugleggen, of de melding boven de kaarten sluiten</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>column %1</source>
        <translation>kolom %1</translation>
    </message>
    <message>
        <source>foundation %1</source>
        <translation>fundament %1</translation>
    </message>
    <message>
        <source>the waste</source>
        <translation>de aflegstapel</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>de trekstapel</translation>
    </message>
    <message>
        <source>foundation %1: empty (%2)</source>
        <translation>fundament %1: leeg (%2)</translation>
    </message>
    <message numerus="yes">
        <source>column %1: %2, %n card(s)</source>
        <translation>
            <numerusform>kolom %1: %2, %n kaart</numerusform>
            <numerusform>kolom %1: %2, %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Kolom %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Fundament %1</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Trekstapel</translation>
    </message>
    <message>
        <source>%1, takes it</source>
        <translation>%1, de kaart past hier</translation>
    </message>
    <message>
        <source>%1, does not take it</source>
        <translation>%1, de kaart past hier niet</translation>
    </message>
    <message>
        <source>%1, takes them</source>
        <translation>%1, de kaarten passen hier</translation>
    </message>
    <message>
        <source>%1, does not take them</source>
        <translation>%1, de kaarten passen hier niet</translation>
    </message>
    <message>
        <source>%1, first pile</source>
        <translation>%1, eerste stapel</translation>
    </message>
    <message>
        <source>%1, last pile</source>
        <translation>%1, laatste stapel</translation>
    </message>
    <message>
        <source>%1, top row</source>
        <translation>%1, bovenste rij</translation>
    </message>
    <message>
        <source>%1, bottom row</source>
        <translation>%1, onderste rij</translation>
    </message>
    <message numerus="yes">
        <source>%1, minus %n point(s)</source>
        <translation>
            <numerusform>%1, min %n punt</numerusform>
            <numerusform>%1, min %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Redone: drew %1, the last card of the stock</source>
        <translation>Opnieuw uitgevoerd: %1 getrokken, de laatste kaart van de trekstapel</translation>
    </message>
    <message>
        <source>Drew %1, the last card of the stock</source>
        <translation>%1 getrokken, de laatste kaart van de trekstapel</translation>
    </message>
    <message numerus="yes">
        <source>Redone: drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>Opnieuw uitgevoerd: %1 getrokken, nog %n kaart in de trekstapel</numerusform>
            <numerusform>Opnieuw uitgevoerd: %1 getrokken, nog %n kaarten in de trekstapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>%1 getrokken, nog %n kaart in de trekstapel</numerusform>
            <numerusform>%1 getrokken, nog %n kaarten in de trekstapel</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>In de hand: %1</translation>
    </message>
    <message>
        <source>columns %1 to %2</source>
        <translation>kolommen %1 tot en met %2</translation>
    </message>
    <message>
        <source>Message closed</source>
        <translation>Melding gesloten</translation>
    </message>
    <message>
        <source>Enter takes no card back from a foundation: pick %1 up with Space (taking it back costs 15 points)</source>
        <translation>Enter neemt geen kaart terug van een fundament: pak de %1 op met de spatiebalk (terugnemen kost 15 punten)</translation>
    </message>
    <message>
        <source>Deal restarted from the beginning</source>
        <translation>Kaartverdeling opnieuw begonnen</translation>
    </message>
    <message>
        <source>%1 home to %2</source>
        <translation>%1 op %2 gelegd</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 naar %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to %2</source>
        <translation>Ongedaan gemaakt: %1 terug naar %2</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Opnieuw uitgevoerd: %1</translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>Opgepakt: %1</translation>
    </message>
    <message>
        <source>No place to go now</source>
        <translation>Kan nu nergens heen</translation>
    </message>
    <message>
        <source>Can go to: %1</source>
        <translation>Kan naar: %1</translation>
    </message>
    <message>
        <source>Put back %1</source>
        <translation>Teruggelegd: %1</translation>
    </message>
    <message>
        <source>%1 is alone in its column: an empty column would change nothing</source>
        <translation>%1 ligt alleen in de kolom: naar een lege kolom verplaatsen zou niets veranderen</translation>
    </message>
    <message>
        <source>%1 has no place to go</source>
        <translation>Er is geen plaats voor %1</translation>
    </message>
    <message>
        <source>New game dealt</source>
        <translation>Nieuw spel uitgedeeld</translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>Click or press Esc to close</source>
        <translation>Klik of druk op Esc om te sluiten</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <source>Open the menus (in full screen too)</source>
        <translation>De menu’s openen (ook op volledig scherm)</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Volledig scherm verlaten</translation>
    </message>
</context>
</TS>
