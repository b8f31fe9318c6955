<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK" sourcelanguage="en">
<context>
    <name>Argparse</name>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>ukendte argumenter: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>disse argumenter mangler: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>forventer én værdi</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ugyldigt valg: %(value)r (vælg blandt %(choices)s)</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>tager ingen værdi: %r</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Brug: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>positionelle argumenter</translation>
    </message>
    <message>
        <source>options</source>
        <translation>tilvalg</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>vis denne hjælp og afslut</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Only moves home are left: the cards go home. Click or press a key to stop.</source>
        <translation>Kortene går selv op på fundamenterne. Klik eller tryk på en tast for at stoppe.</translation>
    </message>
    <message>
        <source>Stopped: the rest of the game is yours.</source>
        <translation>Stoppet: Resten af spillet spiller du selv.</translation>
    </message>
</context>
<context>
    <name>BoardPhrasebook</name>
    <message>
        <source>stock empty, no redeal</source>
        <translation>bunke tom, ingen omlægning</translation>
    </message>
    <message numerus="yes">
        <source>stock: %n card(s)</source>
        <translation>
            <numerusform>bunke: %n kort</numerusform>
            <numerusform>bunke: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>waste empty</source>
        <translation>affaldsbunke tom</translation>
    </message>
    <message numerus="yes">
        <source>waste: %1 on top, %n card(s)</source>
        <translation>
            <numerusform>affaldsbunke: %1 øverst, %n kort</numerusform>
            <numerusform>affaldsbunke: %1 øverst, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>foundation %1: empty</source>
        <translation>fundament %1: tomt</translation>
    </message>
    <message>
        <source>foundation %1: %2</source>
        <translation>fundament %1: %2</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>kolonne %1: tom</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>kolonne %1: %2</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>ace or court card: %1 is its name (ace, king...), %2 the suit</comment>
        <translation>%2 %1</translation>
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
        <translation>E</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the corner index of a jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the corner index of a queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the corner index of a king</comment>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>won</source>
        <translation>vundet</translation>
    </message>
    <message>
        <source>unwinnable</source>
        <translation>kan ikke vindes</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>uafklaret</translation>
    </message>
    <message>
        <source>%1 (see &apos;%2 --help&apos;)</source>
        <translation>%1 (se &apos;%2 --help&apos;)</translation>
    </message>
    <message>
        <source>no such deal file: %1</source>
        <translation>udlægsfilen findes ikke: %1</translation>
    </message>
    <message>
        <source>deal file %1 is not a regular file</source>
        <translation>udlægsfilen %1 er ikke en almindelig fil</translation>
    </message>
    <message>
        <source>deal file %1 is empty</source>
        <translation>udlægsfilen %1 er tom</translation>
    </message>
    <message>
        <source>deal file %1 is larger than %2 bytes</source>
        <translation>udlægsfilen %1 er større end %2 byte</translation>
    </message>
    <message>
        <source>deal file %1 may not be read (no permission)</source>
        <translation>udlægsfilen %1 må ikke læses (ingen tilladelse)</translation>
    </message>
    <message>
        <source>the name of deal file %1 is too long</source>
        <translation>navnet på udlægsfilen %1 er for langt</translation>
    </message>
    <message>
        <source>cannot read deal file %1: %2</source>
        <translation>kan ikke læse udlægsfilen %1: %2</translation>
    </message>
    <message>
        <source>deal file %1 is not text (not UTF-8)</source>
        <translation>udlægsfilen %1 er ikke tekst (ikke UTF-8)</translation>
    </message>
    <message>
        <source>deal file %1 is nested too deeply</source>
        <translation>udlægsfilen %1 er for dybt indlejret</translation>
    </message>
    <message>
        <source>deal file %1 holds a number out of range</source>
        <translation>udlægsfilen %1 indeholder et tal uden for det gyldige område</translation>
    </message>
    <message>
        <source>deal file %1 is not valid JSON (line %2, column %3)</source>
        <translation>udlægsfilen %1 er ikke gyldig JSON (linje %2, kolonne %3)</translation>
    </message>
    <message>
        <source>%1 is a saved game, not a deal file; its deal is %2</source>
        <translation>%1 er et gemt spil, ikke en udlægsfil; spilkoden er %2</translation>
    </message>
    <message>
        <source>%1 is a saved game, not a deal file</source>
        <translation>%1 er et gemt spil, ikke en udlægsfil</translation>
    </message>
    <message>
        <source>%1 is a position in a game, not a deal (its deal is %2); solve and describe take it</source>
        <translation>%1 er en stilling i et spil, ikke et udlæg (spilkoden er %2); solve og describe tager imod stillinger</translation>
    </message>
    <message>
        <source>%1 is a position in a game, not a deal; solve and describe take it</source>
        <translation>%1 er en stilling i et spil, ikke et udlæg; solve og describe tager imod stillinger</translation>
    </message>
    <message>
        <source>no deal code given (a deal code looks like FT1-N-AAAAAAV)</source>
        <translation>ingen spilkode angivet (en spilkode ser ud som FT1-N-AAAAAAV)</translation>
    </message>
    <message>
        <source>position from %1</source>
        <translation>stilling fra %1</translation>
    </message>
    <message>
        <source>custom position</source>
        <translation>egen stilling</translation>
    </message>
    <message>
        <source>move %1 (%2) is illegal: %3</source>
        <translation>træk %1 (%2) er ikke tilladt: %3</translation>
    </message>
    <message>
        <source>lost: the stock is used up and no move left can win</source>
        <translation>tabt: bunken er brugt op, og intet træk, der er tilbage, kan vinde</translation>
    </message>
    <message>
        <source>A stock card goes only onto the waste, one at a time: s-w.</source>
        <translation>Et kort fra bunken kan kun lægges på affaldsbunken, ét ad gangen: s-w.</translation>
    </message>
    <message>
        <source>Column %1 holds fewer than %2 cards.</source>
        <translation>Kolonne %1 har færre end %2 kort.</translation>
    </message>
    <message>
        <source>A game holds at most %1 actions, as many as a saved game can hold.</source>
        <translation>Et spil rummer højst %1 handlinger, så mange, som et gemt spil kan rumme.</translation>
    </message>
    <message>
        <source>--deal opens the window; the command %1 takes its deal as its CODE|FILE</source>
        <translation>--deal åbner vinduet; kommandoen %1 tager sit udlæg som CODE|FILE</translation>
    </message>
    <message>
        <source>the window opens a deal by its code; a deal file such as %1 is read by the commands, as in: %2</source>
        <translation>vinduet åbner et udlæg ud fra dets kode; en udlægsfil som %1 læses af kommandoerne, for eksempel: %2</translation>
    </message>
    <message>
        <source>the window plays one deal at a time, and %1 and %2 were both named</source>
        <translation>vinduet spiller ét udlæg ad gangen, og både %1 og %2 blev angivet</translation>
    </message>
    <message>
        <source>cannot open the window: %1 needs a file that can be read, and %2 is not one</source>
        <translation>vinduet kan ikke åbnes: %1 kræver en fil, der kan læses, og %2 er ikke en sådan</translation>
    </message>
    <message>
        <source>cannot open the window: %1 takes a file of at most %2 MB, and %3 is larger</source>
        <translation>vinduet kan ikke åbnes: %1 tager en fil på højst %2 MB, og %3 er større</translation>
    </message>
    <message>
        <source>the command %1 takes its deal after it, as in: %2</source>
        <translation>udlægget skal angives efter kommandoen %1, for eksempel: %2</translation>
    </message>
    <message>
        <source>Quarante Voleurs is already open: its window is now in front.</source>
        <translation>Quarante Voleurs er allerede åben: Vinduet er nu forrest.</translation>
    </message>
    <message>
        <source>cannot open the window: Qt has no style %1 here (it has %2)</source>
        <translation>vinduet kan ikke åbnes: Qt har ingen stil %1 her (den har %2)</translation>
    </message>
    <message>
        <source>bad deal file %1: %2</source>
        <translation>ugyldig udlægsfil %1: %2</translation>
    </message>
    <message>
        <source>%1 (ruleset %2)</source>
        <translation>%1 (regelsæt %2)</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>kolonne %1: %2</translation>
    </message>
    <message>
        <source>stock, first drawn first: %1</source>
        <translation>bunke, i den rækkefølge, kortene vendes: %1</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>eget udlæg</translation>
    </message>
    <message>
        <source>not a move: %1 (piles: s, w, c1..c10, f1..f8; moves like w-c3, c3-f1, s-w)</source>
        <translation>ikke et træk: %1 (pladser: s, w, c1..c10, f1..f8; træk som w-c3, c3-f1, s-w)</translation>
    </message>
    <message>
        <source>no legal move left</source>
        <translation>ingen lovlige træk tilbage</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>ikke vundet</translation>
    </message>
    <message>
        <source>%1: moves played: %2, move counter: %3, score: %4, %5</source>
        <translation>%1: spillede træk: %2, træktæller: %3, point: %4, %5</translation>
    </message>
    <message>
        <source>not a number of seconds: %1</source>
        <translation>ikke et antal sekunder: %1</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 and at most %1 seconds, not %2</source>
        <translation>tidsgrænsen skal være større end 0 og højst %1 sekunder, ikke %2</translation>
    </message>
    <message>
        <source>%1: %2 in %3 s, positions examined: %4</source>
        <translation>%1: %2 (%3 s, undersøgte stillinger: %4)</translation>
    </message>
    <message>
        <source>Qt cannot start: missing system libraries: %1</source>
        <translation>Qt kan ikke starte: der mangler systembiblioteker: %1</translation>
    </message>
    <message>
        <source>Qt cannot start: missing system libraries: %1; on Debian or Ubuntu install them with: %2</source>
        <translation>Qt kan ikke starte: der mangler systembiblioteker: %1; på Debian eller Ubuntu installeres de med: %2</translation>
    </message>
    <message>
        <source>Qt cannot start: %1</source>
        <translation>Qt kan ikke starte: %1</translation>
    </message>
    <message>
        <source>cannot open the window: Qt has no platform %1 here (it has %2)</source>
        <translation>vinduet kan ikke åbnes: Qt har ingen platform %1 her (den har %2)</translation>
    </message>
    <message>
        <source>cannot open the window: QT_QPA_PLATFORM=%1 asks for a display that is not set (%2); unset QT_QPA_PLATFORM to use the one there is</source>
        <translation>vinduet kan ikke åbnes: QT_QPA_PLATFORM=%1 beder om en skærm, der ikke er angivet (%2); fjern QT_QPA_PLATFORM for at bruge den, der findes</translation>
    </message>
    <message>
        <source>cannot open the window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); the commands work without one (see &apos;%1&apos;)</source>
        <translation>vinduet kan ikke åbnes: ingen skærm (hverken DISPLAY eller WAYLAND_DISPLAY er sat); kommandoerne virker også uden (se &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display WAYLAND_DISPLAY=%1 is looked for in XDG_RUNTIME_DIR, which is not set; the commands work without one (see &apos;%2&apos;)</source>
        <translation>vinduet kan ikke åbnes: skærmen WAYLAND_DISPLAY=%1 søges i XDG_RUNTIME_DIR, som ikke er sat; kommandoerne virker også uden (se &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display %1=%2 refused the connection (may this user use it? see XAUTHORITY); the commands work without one (see &apos;%3&apos;)</source>
        <translation>vinduet kan ikke åbnes: skærmen %1=%2 afviste forbindelsen (må denne bruger bruge den? se XAUTHORITY); kommandoerne virker også uden (se &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display %1=%2 does not answer (is its server running?); the commands work without one (see &apos;%3&apos;)</source>
        <translation>vinduet kan ikke åbnes: skærmen %1=%2 svarer ikke (kører dens server?); kommandoerne virker også uden (se &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <source>symbolic links lead round in a loop</source>
        <translation>symbolske links henviser i ring til hinanden</translation>
    </message>
    <message>
        <source>an input/output error (a fault of the disk or the device)</source>
        <translation>en ind-/uddatafejl (en fejl på disken eller enheden)</translation>
    </message>
    <message>
        <source>the file has grown too large</source>
        <translation>filen er blevet for stor</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>der er for mange åbne filer</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>ikke nok hukommelse</translation>
    </message>
    <message>
        <source>no permission</source>
        <translation>ingen tilladelse</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>systemfejl %1</translation>
    </message>
    <message>
        <source>standard output is closed</source>
        <translation>standardoutput er lukket</translation>
    </message>
    <message>
        <source>the output could not be written: %1</source>
        <translation>outputtet kunne ikke skrives: %1</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 needs a framebuffer device, and there is no %2; the commands work without one (see &apos;%3&apos;)</source>
        <translation>vinduet kan ikke åbnes: Qt-platformen %1 kræver en framebuffer-enhed, og %2 findes ikke; kommandoerne virker også uden (se &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 needs a framebuffer device, and %2 is not one; the commands work without one (see &apos;%3&apos;)</source>
        <translation>vinduet kan ikke åbnes: Qt-platformen %1 kræver en framebuffer-enhed, og %2 er ikke en sådan; kommandoerne virker også uden (se &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 cannot open the framebuffer device %2 (%3); the commands work without one (see &apos;%4&apos;)</source>
        <translation>vinduet kan ikke åbnes: Qt-platformen %1 kan ikke åbne framebuffer-enheden %2 (%3); kommandoerne virker også uden (se &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 finds no screen it can use here; the commands work without one (see &apos;%2&apos;)</source>
        <translation>vinduet kan ikke åbnes: Qt-platformen %1 finder ingen skærm her, som den kan bruge; kommandoerne virker også uden (se &apos;%2&apos;)</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>Quarante Voleurs (Forty Thieves), the two-deck patience game, with a solver.</source>
        <translation>Quarante Voleurs (Fyrretyve røvere), kabalen med to spil kort, med en løser.</translation>
    </message>
    <message>
        <source>Without a COMMAND, qvoleurs opens the game window. With a COMMAND it answers on the command line and opens no window (and needs no display).</source>
        <translation>Uden COMMAND åbner qvoleurs spilvinduet. Med en COMMAND svarer det på kommandolinjen og åbner intet vindue (og behøver ingen skærm).</translation>
    </message>
    <message>
        <source>CODE|FILE names a deal: either a deal code such as FT1-N-AAAAAAV (FT1, the ruleset N or S, and seven characters; the game&apos;s Game menu copies the code of the deal on the table), or a JSON file holding a deal, as `qvoleurs deal CODE --json` prints it (any layout of two full decks). An argument ending in .json, holding a slash, or naming an existing file is read as a file.</source>
        <translation>CODE|FILE angiver et udlæg: enten en spilkode som FT1-N-AAAAAAV (FT1, regelsættet N eller S og syv tegn; i spilvinduet kopierer menuen Spil koden for udlægget på bordet) eller en JSON-fil med et udlæg, som `qvoleurs deal CODE --json` udskriver det (enhver opstilling af to hele spil kort). Et argument, der ender på .json, indeholder en skråstreg eller angiver en eksisterende fil, læses som en fil.</translation>
    </message>
    <message>
        <source>The commands solve and describe also take a position in a game: a deal file with cards on the waste or the foundations, or the whole output of `qvoleurs replay CODE MOVE... --json`. The moves solve prints then start from that position.</source>
        <translation>Kommandoerne solve og describe tager også imod en stilling i et spil: en udlægsfil med kort på affaldsbunken eller fundamenterne eller hele udskriften fra `qvoleurs replay CODE MOVE... --json`. De træk, solve så udskriver, begynder fra den stilling.</translation>
    </message>
    <message>
        <source>Moves (replay) are written s-w (draw), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (a supermove of three cards); piles s, w, c1 to c10, f1 to f8.</source>
        <translation>Træk (replay) skrives s-w (vend et kort), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (en supermove med tre kort); pladser s, w, c1 til c10, f1 til f8.</translation>
    </message>
    <message>
        <source>Exit status: 0 done, 1 an illegal move in replay or an output that could not be written, 2 bad input (one line on standard error), or no display or missing system libraries for the window, 130 stopped by Ctrl+C.</source>
        <translation>Afslutningsstatus: 0 færdig, 1 et ulovligt træk i replay eller output, der ikke kunne skrives, 2 forkert input (én linje på standardfejl) eller for vinduet ingen skærm eller manglende systembiblioteker, 130 stoppet med Ctrl+C.</translation>
    </message>
    <message>
        <source>Each command has its own help: qvoleurs COMMAND --help.</source>
        <translation>Hver kommando har sin egen hjælp: qvoleurs COMMAND --help.</translation>
    </message>
    <message>
        <source>a deal code such as FT1-N-AAAAAAV, or a deal JSON file (see qvoleurs --help)</source>
        <translation>en spilkode som FT1-N-AAAAAAV eller en JSON-fil med et udlæg (se qvoleurs --help)</translation>
    </message>
    <message>
        <source>a deal code such as FT1-N-AAAAAAV, a deal JSON file, or a position in a game (see qvoleurs --help)</source>
        <translation>en spilkode som FT1-N-AAAAAAV, en JSON-fil med et udlæg eller en stilling i et spil (se qvoleurs --help)</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>udskriv JSON</translation>
    </message>
    <message>
        <source>open the window on the deal of this code, such as FT1-N-AAAAAAV (a game in progress is asked about first, as New Game from Code asks); qvoleurs CODE does the same</source>
        <translation>åbn vinduet med udlægget for denne kode, fx FT1-N-AAAAAAV (der spørges først om et spil i gang, som Nyt spil fra kode spørger); qvoleurs CODE gør det samme</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>vis programmets versionsnummer og afslut</translation>
    </message>
    <message>
        <source>language of a command&apos;s text, and of the window where Preferences ▸ Language follows the system (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)</source>
        <translation>sproget i en kommandos tekst og i vinduet, når Indstillinger ▸ Sprog følger systemet (standard: fra LANGUAGE, LC_ALL, LC_MESSAGES eller LANG, ellers en)</translation>
    </message>
    <message>
        <source>the layout of a deal</source>
        <translation>opstillingen af et udlæg</translation>
    </message>
    <message>
        <source>Print the layout of a deal (CODE or FILE).</source>
        <translation>Udskriv opstillingen af et udlæg (CODE eller FILE).</translation>
    </message>
    <message>
        <source>the board read out as text</source>
        <translation>bordet som tekst</translation>
    </message>
    <message>
        <source>Read the board of a deal out as text.</source>
        <translation>Udskriv bordet for et udlæg som tekst.</translation>
    </message>
    <message>
        <source>play moves from a deal and report the result</source>
        <translation>spil træk fra et udlæg og vis resultatet</translation>
    </message>
    <message>
        <source>Play MOVEs from a deal and report the score and the state; exit 1 at an illegal move.</source>
        <translation>Spil MOVEs fra et udlæg og vis pointtallet og stillingen; afslutningsstatus 1 ved et ulovligt træk.</translation>
    </message>
    <message>
        <source>moves like s-w w-c3 c3-f1</source>
        <translation>træk som s-w w-c3 c3-f1</translation>
    </message>
    <message>
        <source>a winning line, a proof that none exists, or unknown</source>
        <translation>en vindende rækkefølge af træk, et bevis for at der ingen er, eller uafklaret</translation>
    </message>
    <message>
        <source>Search a deal for a winning line and print it, or prove that none exists; the result is unknown when the time limit runs out first.</source>
        <translation>Søg i et udlæg efter en vindende rækkefølge af træk og udskriv den, eller bevis at der ingen er; resultatet er uafklaret, hvis tidsgrænsen udløber først.</translation>
    </message>
    <message>
        <source>seconds to search, more than 0 and at most 86400 (a day); default 10</source>
        <translation>sekunder til søgningen, mere end 0 og højst 86400 (et døgn); standard 10</translation>
    </message>
    <message>
        <source>language of the text (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)</source>
        <translation>tekstens sprog (standard: fra LANGUAGE, LC_ALL, LC_MESSAGES eller LANG, ellers en)</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type a deal code, like FT1-N-AAAAAAV.</source>
        <translation>Skriv en spilkode, f.eks. FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code. A deal code looks like FT1-N-AAAAAAV: FT1, the rules letter, seven characters.</source>
        <translation>%1 er ikke en spilkode. En spilkode ser ud som FT1-N-AAAAAAV: FT1, regelbogstavet, syv tegn.</translation>
    </message>
    <message>
        <source>%1 is not a deal code this game knows: deal codes start with FT1, not %2.</source>
        <translation>%1 er ikke en spilkode, som dette spil kender: Spilkoder begynder med FT1, ikke %2.</translation>
    </message>
    <message>
        <source>%1 names rules “%2”, which this game does not know. The rules letter is one of %3.</source>
        <translation>%1 nævner regelsættet »%2«, som dette spil ikke kender. Regelbogstavet er et af %3.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: “%2” never appears in one. After the rules letter come seven of the letters A to Z and the digits 2 to 7.</source>
        <translation>%1 er ikke en spilkode: »%2« forekommer aldrig i en spilkode. Efter regelbogstavet kommer syv tegn blandt bogstaverne A til Z og cifrene 2 til 7.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a space in it. A deal code has no spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 er ikke en spilkode: Der er et mellemrum i den. En spilkode har ingen mellemrum, f.eks. FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a tab in it. A deal code has no tabs or spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 er ikke en spilkode: Der er en tabulator i den. En spilkode har ingen tabulatorer eller mellemrum, f.eks. FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a line break in it. A deal code is one line with no spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 er ikke en spilkode: Der er et linjeskift i den. En spilkode er én linje uden mellemrum, f.eks. FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: a deal code has %3 characters after the rules letter, and this one has %2.</source>
        <translation>%1 er ikke en spilkode: En spilkode har %3 tegn efter regelbogstavet, og denne har %2.</translation>
    </message>
    <message>
        <source>There is no deal number %1: deal numbers go from 0 to %2.</source>
        <translation>Der findes intet spil med nummer %1: Spilnumrene går fra 0 til %2.</translation>
    </message>
</context>
<context>
    <name>DealCodeDialog</name>
    <message>
        <source>New Game from Code</source>
        <translation>Nyt spil fra kode</translation>
    </message>
    <message>
        <source>Deal code (like FT1-N-AAAAAAV):</source>
        <translation>Spilkode (f.eks. FT1-N-AAAAAAV):</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>Det er ikke en spilkode</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>bad deal file %1: it names rules %2, which this game does not know (it knows %3)</source>
        <translation>ugyldig udlægsfil %1: den angiver reglerne %2, som dette spil ikke kender (det kender %3)</translation>
    </message>
    <message>
        <source>bad deal file %1: a deal starts with an empty waste and empty foundations</source>
        <translation>ugyldig udlægsfil %1: et udlæg begynder med tom affaldsbunke og tomme fundamenter</translation>
    </message>
    <message>
        <source>bad deal file %1: it must hold one JSON object with the columns and the stock</source>
        <translation>ugyldig udlægsfil %1: den skal indeholde ét JSON-objekt med kolonnerne og bunken</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste must be a list of cards, empty in a deal</source>
        <translation>ugyldig udlægsfil %1: dens affaldsbunke skal være en liste af kort, tom når spillet begynder</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundations must be a list of %2 lists of cards, empty in a deal</source>
        <translation>ugyldig udlægsfil %1: dens fundamenter skal være en liste med %2 lister af kort, tomme når spillet begynder</translation>
    </message>
    <message>
        <source>bad deal file %1: its columns must be a list of %2 lists of cards</source>
        <translation>ugyldig udlægsfil %1: dens kolonner skal være en liste med %2 lister af kort</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock must be a list of cards</source>
        <translation>ugyldig udlægsfil %1: dens bunke skal være en liste af kort</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 is not a list of cards</source>
        <translation>ugyldig udlægsfil %1: dens kolonne %2 er ikke en liste af kort</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 holds %3, which is not a card (a card is written like TH or 2S)</source>
        <translation>ugyldig udlægsfil %1: dens kolonne %2 indeholder %3, som ikke er et kort (et kort skrives som TH eller 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock holds %2, which is not a card (a card is written like TH or 2S)</source>
        <translation>ugyldig udlægsfil %1: dens bunke indeholder %2, som ikke er et kort (et kort skrives som TH eller 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 holds %3 a third time (two decks hold each card twice)</source>
        <translation>ugyldig udlægsfil %1: dens kolonne %2 indeholder %3 for tredje gang (to kortspil har hvert kort to gange)</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock holds %2 a third time (two decks hold each card twice)</source>
        <translation>ugyldig udlægsfil %1: dens bunke indeholder %2 for tredje gang (to kortspil har hvert kort to gange)</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste holds %2, which is not a card (a card is written like TH or 2S)</source>
        <translation>ugyldig udlægsfil %1: dens affaldsbunke indeholder %2, som ikke er et kort (et kort skrives som TH eller 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3, which is not a card (a card is written like TH or 2S)</source>
        <translation>ugyldig udlægsfil %1: dens fundament %2 indeholder %3, som ikke er et kort (et kort skrives som TH eller 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste holds %2 a third time (two decks hold each card twice)</source>
        <translation>ugyldig udlægsfil %1: dens affaldsbunke indeholder %2 for tredje gang (to kortspil har hvert kort to gange)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 a third time (two decks hold each card twice)</source>
        <translation>ugyldig udlægsfil %1: dens fundament %2 indeholder %3 for tredje gang (to kortspil har hvert kort to gange)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 where %4 belongs (foundations 1 to 8 are spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs)</source>
        <translation>ugyldig udlægsfil %1: dens fundament %2 indeholder %3, hvor %4 hører til (fundament 1 til 8 er spar, hjerter, ruder, klør, spar, hjerter, ruder, klør)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 where %4 belongs (a foundation is built up in its suit from the ace, one rank at a time)</source>
        <translation>ugyldig udlægsfil %1: dens fundament %2 indeholder %3, hvor %4 hører til (et fundament bygges op i sin kulør fra esset, ét trin ad gangen)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 above its king (a foundation ends with the king)</source>
        <translation>ugyldig udlægsfil %1: dens fundament %2 indeholder %3 oven på sin konge (et fundament slutter med kongen)</translation>
    </message>
    <message>
        <source>bad deal file %1: its state must be a JSON object with the columns, the stock, the waste and the foundations, as replay --json prints it</source>
        <translation>ugyldig udlægsfil %1: dens felt state skal være et JSON-objekt med kolonnerne, bunken, affaldsbunken og fundamenterne, som replay --json udskriver det</translation>
    </message>
    <message>
        <source>bad deal file %1: a deal has %2 cards (two full decks), this one %3</source>
        <translation>ugyldig udlægsfil %1: et udlæg har %2 kort (to hele kortspil), dette %3</translation>
    </message>
    <message>
        <source>bad deal file %1: its code %2 is not a deal code this game knows</source>
        <translation>ugyldig udlægsfil %1: dens kode %2 er ikke en spilkode, som dette spil kender</translation>
    </message>
    <message>
        <source>bad deal file %1: its number %2 is not a whole number</source>
        <translation>ugyldig udlægsfil %1: dens nummer %2 er ikke et helt tal</translation>
    </message>
    <message>
        <source>bad deal file %1: its number is out of range: deal numbers go from 0 to %2</source>
        <translation>ugyldig udlægsfil %1: dens nummer ligger uden for området: spilnumrene går fra 0 til %2</translation>
    </message>
</context>
<context>
    <name>FileNotices</name>
    <message>
        <source>Quarante Voleurs may neither read nor write in its folder %1 (no permission): your saved game and statistics there are left as they are, and this window will save neither its game nor the statistics. To play on with them, give yourself permission on that folder.</source>
        <translation>Quarante Voleurs må hverken læse eller skrive i sin mappe %1 (ingen tilladelse): Dit gemte spil og din statistik i mappen bliver ladt, som de er, og dette vindue gemmer hverken sit spil eller statistikken. Giv dig selv tilladelse til mappen for at spille videre med dem.</translation>
    </message>
    <message>
        <source>Quarante Voleurs is already running in another window. This one will not save its game or the statistics until that window closes.</source>
        <translation>Quarante Voleurs kører allerede i et andet vindue. Dette vindue gemmer hverken sit spil eller statistikken, før det andet vindue lukkes.</translation>
    </message>
    <message>
        <source>Quarante Voleurs could not check whether it is already running (%1). Do not open the game twice.</source>
        <translation>Quarante Voleurs kunne ikke tjekke, om det allerede kører (%1). Åbn ikke spillet to gange.</translation>
    </message>
    <message>
        <source>The other window of Quarante Voleurs has closed: this one now saves its game and the statistics.</source>
        <translation>Det andet vindue med Quarante Voleurs er lukket: Dette vindue gemmer nu sit spil og statistikken.</translation>
    </message>
    <message>
        <source>The other window&apos;s game was kept as %1.</source>
        <translation>Det andet vindues spil blev gemt som %1.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder: %1 leads to %2, which is not there. Make %2 (or connect the drive it is on) or remove the link, or your game and your statistics will not be kept after you quit.</source>
        <translation>Quarante Voleurs kan ikke skrive i sin mappe: %1 peger på %2, som ikke findes. Opret %2 (eller tilslut det drev, det ligger på), eller fjern linket, ellers bliver dit spil og din statistik ikke bevaret, når du afslutter.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder: %1 is not a folder. Move or rename it, or your game and your statistics will not be kept after you quit.</source>
        <translation>Quarante Voleurs kan ikke skrive i sin mappe: %1 er ikke en mappe. Flyt eller omdøb det, ellers bliver dit spil og din statistik ikke bevaret, når du afslutter.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot make its folder in %1 (%2): nothing you play will be kept after you quit.</source>
        <translation>Quarante Voleurs kan ikke oprette sin mappe i %1 (%2): Intet af det, du spiller, bliver bevaret, når du afslutter.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder %1 (%2): nothing you play from now on will be kept after you quit; what was saved before stays as it is.</source>
        <translation>Quarante Voleurs kan ikke skrive i sin mappe %1 (%2): Intet af det, du spiller fra nu af, bliver bevaret, når du afslutter; det, der blev gemt før, forbliver, som det er.</translation>
    </message>
    <message>
        <source>Your game and your statistics could not be saved (%1): if you quit now, they will not be kept.</source>
        <translation>Dit spil og din statistik kunne ikke gemmes (%1): Hvis du afslutter nu, bliver de ikke bevaret.</translation>
    </message>
    <message>
        <source>Your game is saved again.</source>
        <translation>Dit spil bliver gemt igen.</translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Dine indstillinger bliver gemt igen.</translation>
    </message>
    <message>
        <source>Your statistics are saved again.</source>
        <translation>Din statistik bliver gemt igen.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <source>the folder may not be written to</source>
        <translation>der må ikke skrives i mappen</translation>
    </message>
    <message>
        <source>the folder&apos;s path is too long</source>
        <translation>mappens sti er for lang</translation>
    </message>
    <message>
        <source>%1 leads to %2, which is not there</source>
        <translation>%1 peger på %2, som ikke findes</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 er ikke en mappe</translation>
    </message>
    <message>
        <source>the disk refused it</source>
        <translation>disken afviste det</translation>
    </message>
    <message>
        <source>Make %2 (or connect the drive it is on), or remove the link %1.</source>
        <translation>Opret %2 (eller tilslut det drev, det ligger på), eller fjern linket %1.</translation>
    </message>
    <message>
        <source>Move or rename %1 so that Quarante Voleurs can make its folder there.</source>
        <translation>Flyt eller omdøb %1, så Quarante Voleurs kan oprette sin mappe der.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Filen blev gemt som %1.</translation>
    </message>
    <message>
        <source>The save before it was kept as %1.</source>
        <translation>Den forrige gemte udgave blev gemt som %1.</translation>
    </message>
    <message>
        <source>Your saved game was missing and the save before it could not be read (no permission). That save is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Dit gemte spil manglede, og den forrige gemte udgave kunne ikke læses (ingen tilladelse). Den bliver ladt, som den er, og dette vindue gemmer hverken sit spil eller statistikken.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, and the save before it could not be read (no permission). That save is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Dit gemte spil kunne ikke bruges, og den forrige gemte udgave kunne ikke læses (ingen tilladelse). Den bliver ladt, som den er, og dette vindue gemmer hverken sit spil eller statistikken.</translation>
    </message>
    <message>
        <source>Your saved game was missing, so the save before it was restored.</source>
        <translation>Dit gemte spil manglede, så den forrige gemte udgave blev gendannet.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so the save before it was restored.</source>
        <translation>Dit gemte spil var beskadiget, så den forrige gemte udgave blev gendannet.</translation>
    </message>
    <message>
        <source>Your saved game was missing and the save before it was damaged, so a new game was dealt.</source>
        <translation>Dit gemte spil manglede, og den forrige gemte udgave var beskadiget, så der blev givet et nyt spil.</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be restored, so a new game was dealt.</source>
        <translation>Dit gemte spil var beskadiget og kunne ikke gendannes, så der blev givet et nyt spil.</translation>
    </message>
    <message>
        <source>Your settings were damaged, so the settings saved before them were restored.</source>
        <translation>Dine indstillinger var beskadigede, så de forrige gemte indstillinger blev gendannet.</translation>
    </message>
    <message>
        <source>Your settings were damaged, so the defaults are used.</source>
        <translation>Dine indstillinger var beskadigede, så standardværdierne bruges.</translation>
    </message>
    <message>
        <source>Your statistics were missing, so the copy saved before them was restored.</source>
        <translation>Din statistik manglede, så den forrige gemte udgave blev gendannet.</translation>
    </message>
    <message>
        <source>Your statistics were damaged, so the copy saved before them was restored.</source>
        <translation>Din statistik var beskadiget, så den forrige gemte udgave blev gendannet.</translation>
    </message>
    <message>
        <source>Part of your statistics was damaged, so only that part was dropped and the rest was kept.</source>
        <translation>En del af din statistik var beskadiget, så kun den del blev kasseret, og resten blev beholdt.</translation>
    </message>
    <message>
        <source>Your statistics were damaged, so they start again from zero.</source>
        <translation>Din statistik var beskadiget, så den er nulstillet.</translation>
    </message>
    <message>
        <source>Your saved game was made by a newer version of Quarante Voleurs. It is left as it is for that version, and this window will save neither its game nor the statistics.</source>
        <translation>Dit gemte spil er lavet af en nyere version af Quarante Voleurs. Det bliver ladt, som det er, til den version, og dette vindue gemmer hverken sit spil eller statistikken.</translation>
    </message>
    <message>
        <source>Your settings were made by a newer version of Quarante Voleurs, so the defaults are used. The file is left as it is for that version, and changes will not be saved.</source>
        <translation>Dine indstillinger er lavet af en nyere version af Quarante Voleurs, så standardværdierne bruges. Filen bliver ladt, som den er, til den version, og ændringer gemmes ikke.</translation>
    </message>
    <message>
        <source>Your statistics were made by a newer version of Quarante Voleurs. They are left as they are for that version, and the games of this session will not be counted.</source>
        <translation>Din statistik er lavet af en nyere version af Quarante Voleurs. Den bliver ladt, som den er, til den version, og spillene i denne session tælles ikke med.</translation>
    </message>
    <message>
        <source>Your saved game could not be read (no permission). It is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Dit gemte spil kunne ikke læses (ingen tilladelse). Det bliver ladt, som det er, og dette vindue gemmer hverken sit spil eller statistikken.</translation>
    </message>
    <message>
        <source>Your settings could not be read (no permission), so the defaults are used. The file is left as it is, and changes will not be saved.</source>
        <translation>Dine indstillinger kunne ikke læses (ingen tilladelse), så standardværdierne bruges. Filen bliver ladt, som den er, og ændringer gemmes ikke.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (no permission). They are left as they are, and the games of this session will not be counted.</source>
        <translation>Din statistik kunne ikke læses (ingen tilladelse). Den bliver ladt, som den er, og spillene i denne session tælles ikke med.</translation>
    </message>
    <message>
        <source>Your game could not be saved as you left it (%1).</source>
        <translation>Dit spil kunne ikke gemmes, som du forlod det (%1).</translation>
    </message>
    <message>
        <source>The window&apos;s size and place could not be saved (%1).</source>
        <translation>Vinduets størrelse og placering kunne ikke gemmes (%1).</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1): your changes are not kept.</source>
        <translation>Dine indstillinger kunne ikke gemmes (%1): Dine ændringer er ikke bevaret.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1): the games of this session are not kept.</source>
        <translation>Din statistik kunne ikke gemmes (%1): Spillene fra denne session er ikke bevaret.</translation>
    </message>
    <message>
        <source>Your game could not be saved (%1): if you quit now, it will not be kept.</source>
        <translation>Dit spil kunne ikke gemmes (%1): Hvis du afslutter nu, bliver det ikke bevaret.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1): your changes will not be kept after you quit.</source>
        <translation>Dine indstillinger kunne ikke gemmes (%1): Dine ændringer bliver ikke bevaret, når du afslutter.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1): the games of this session will not be kept after you quit.</source>
        <translation>Din statistik kunne ikke gemmes (%1): Spillene fra denne session bliver ikke bevaret, når du afslutter.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nyt spil</translation>
    </message>
    <message>
        <source>New Game from &amp;Code…</source>
        <translation>Nyt spil fra k&amp;ode…</translation>
    </message>
    <message>
        <source>Cop&amp;y Deal Code</source>
        <translation>&amp;Kopiér spilkode</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <translation>Start samme spil &amp;forfra</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <source>&amp;Draw a Card</source>
        <translation>&amp;Vend et kort</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>Read the &amp;Board</source>
        <translation>&amp;Bordet som tekst</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;About Quarante Voleurs</source>
        <translation>&amp;Om Quarante Voleurs</translation>
    </message>
    <message>
        <source>The deal code: select it to copy it, or use Game ▸ Copy Deal Code</source>
        <translation>Spilkoden: Markér den for at kopiere den, eller vælg Spil ▸ Kopiér spilkode</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spillebord</translation>
    </message>
    <message>
        <source>Arrow keys move between the piles, Space picks up and puts down, Enter plays a card, %1 draws a card, %2 gives a hint, Ctrl+B shows the whole board as text.</source>
        <translation>Piletasterne flytter fokus mellem pladserne, Mellemrum tager op og lægger ned, Enter spiller et kort, %1 vender et kort, %2 giver et tip, Ctrl+B viser hele bordet som tekst.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Close this message (Esc)</source>
        <translation>Luk denne meddelelse (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>%1 — Quarante Voleurs</source>
        <translation>%1 — Quarante Voleurs</translation>
    </message>
    <message>
        <source>The stock is used up and none of the moves left can win the game. Undo some moves to try another way, or start a new game.</source>
        <translation>Bunken er brugt op, og ingen af de træk, der er tilbage, kan vinde spillet. Fortryd nogle træk for at prøve en anden vej, eller start et nyt spil.</translation>
    </message>
    <message>
        <source>No legal move is left. Undo some moves to try another way, or start a new game.</source>
        <translation>Der er ingen lovlige træk tilbage. Fortryd nogle træk for at prøve en anden vej, eller start et nyt spil.</translation>
    </message>
    <message>
        <source>You won! All 104 cards are home. Score: %1</source>
        <translation>Du har vundet! Alle 104 kort ligger på fundamenterne. Point: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Point: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Træk: %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Bunke: %1</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Bunke: tom</translation>
    </message>
    <message>
        <source>%1 goes onto no card, only into an empty column.</source>
        <translation>%1 kan ikke lægges på noget kort, kun i en tom kolonne.</translation>
    </message>
    <message>
        <source>%1 goes only onto %2.</source>
        <translation>%1 kan kun lægges på %2.</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>Nyt højeste pointtal!</translation>
    </message>
    <message>
        <source>Your fewest moves yet!</source>
        <translation>Færrest træk nogensinde!</translation>
    </message>
    <message>
        <source>Your best time yet!</source>
        <translation>Din bedste tid indtil nu!</translation>
    </message>
    <message>
        <source>With Tab: %1</source>
        <translation>Med Tab: %1</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start deal %1 instead?</source>
        <translation>Det igangværende spil tæller som tabt. Vil du starte udlægget %1 i stedet?</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Forty Thieves, the two-deck patience game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It comes with absolutely no warranty.&lt;/p&gt;&lt;p&gt;Qt %2, Python %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Fyrretyve røvere, kabalen med to spil kort.&lt;/p&gt;&lt;p&gt;Fri software under GNU General Public License, version 3 eller senere. Den leveres uden nogen form for garanti.&lt;/p&gt;&lt;p&gt;Qt %2, Python %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Full screen: press %1 or Esc to leave it, or move the pointer to the top edge for the menus</source>
        <translation>Fuld skærm: Tryk på %1 eller Esc for at forlade den, eller før markøren op til den øverste kant for at se menuerne</translation>
    </message>
    <message>
        <source>Full screen left</source>
        <translation>Fuld skærm slået fra</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Eget udlæg</translation>
    </message>
    <message>
        <source>Your game is back as you left it, at move %1.</source>
        <translation>Dit spil er tilbage, som du forlod det, ved træk %1.</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Intet at fortryde</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Intet at gentage</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Spilkode: %1</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Vil du opgive dette spil?</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start another one?</source>
        <translation>Det igangværende spil tæller som tabt. Vil du starte et nyt?</translation>
    </message>
    <message>
        <source>Deal code copied</source>
        <translation>Spilkoden er kopieret</translation>
    </message>
    <message>
        <source>The Board</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <source>About Quarante Voleurs</source>
        <translation>Om Quarante Voleurs</translation>
    </message>
    <message>
        <source>Full screen: press %1 or Esc to leave it</source>
        <translation>Fuld skærm: Tryk på %1 eller Esc for at forlade den</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastaturgenveje</translation>
    </message>
    <message>
        <source>Nothing more to undo: the undo limit is set in the preferences</source>
        <translation>Intet mere at fortryde: Grænsen for fortryd sættes i indstillingerne</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Vil du starte samme spil forfra?</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start this deal again from the beginning?</source>
        <translation>Det igangværende spil tæller som tabt. Vil du starte det samme udlæg forfra?</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Fuld skærm</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Every setting is back to its default</source>
        <translation>Alle indstillinger er tilbage på standard</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Gendan standarder</translation>
    </message>
</context>
<context>
    <name>RuleReminder</name>
    <message>
        <source>The card is already there.</source>
        <translation>Kortet ligger der allerede.</translation>
    </message>
    <message>
        <source>There is no card there to move.</source>
        <translation>Der er intet kort at flytte der.</translation>
    </message>
    <message>
        <source>No card ever goes back onto the stock.</source>
        <translation>Der lægges aldrig kort tilbage i bunken.</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>Du flytter ét kort ad gangen: det øverste kort i en kolonne eller i affaldsbunken. To kort i række flyttes ét ad gangen.</translation>
    </message>
    <message>
        <source>Cards moved together must be a run in one suit, each one rank lower than the last.</source>
        <translation>Kort, der flyttes sammen, skal være en række i samme kulør, hvert kort én lavere end det forrige.</translation>
    </message>
    <message>
        <source>Not enough empty columns for that many cards: with one empty column you can move two cards, with two empty columns four, and so on; into an empty column half as many.</source>
        <translation>Der er ikke tomme kolonner nok til så mange kort: Har du en tom kolonne, kan du flytte to kort, med to tomme kolonner fire kort, og så videre; til en tom kolonne halvt så mange.</translation>
    </message>
    <message>
        <source>In a column a card goes on a card of the same suit one rank higher: spades 7 on spades 8, never on hearts 8.</source>
        <translation>I en kolonne lægges et kort på et kort i samme kulør, der er én højere: spar 7 på spar 8, aldrig på hjerter 8.</translation>
    </message>
    <message>
        <source>A card goes on a card of its suit exactly one rank higher: spades 7 only on spades 8.</source>
        <translation>Et kort lægges på et kort i samme kulør, der er præcis én værdi højere: spar 7 kun på spar 8.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace in a column: no card has a lower rank.</source>
        <translation>Der kan ikke lægges noget på et es i en kolonne: Intet kort er lavere.</translation>
    </message>
    <message>
        <source>Each foundation has a fixed suit, from left to right: spades, hearts, diamonds, clubs, then spades, hearts, diamonds, clubs again.</source>
        <translation>Hvert fundament har en fast kulør, fra venstre mod højre: spar, hjerter, ruder, klør og så igen spar, hjerter, ruder, klør.</translation>
    </message>
    <message>
        <source>A foundation is built up from ace to king: after the ace come 2, 3 and so on.</source>
        <translation>Et fundament bygges op fra es til konge: Efter esset kommer 2, 3 og så videre.</translation>
    </message>
    <message>
        <source>A card from a foundation can only go back onto a column.</source>
        <translation>Et kort fra et fundament kan kun flyttes tilbage til en kolonne.</translation>
    </message>
    <message>
        <source>The game is won: all 104 cards are on the foundations.</source>
        <translation>Spillet er vundet: Alle 104 kort ligger på fundamenterne.</translation>
    </message>
    <message>
        <source>This game has reached the most actions a saved game can hold (500,000). Undo a move to play on, or restart the deal.</source>
        <translation>Dette spil har nået det største antal handlinger, et gemt spil kan rumme (500.000). Fortryd et træk for at spille videre, eller start samme spil forfra.</translation>
    </message>
    <message>
        <source>Only cards turned over from the stock go onto the waste.</source>
        <translation>Kun kort, der vendes fra bunken, kommer i affaldsbunken.</translation>
    </message>
    <message>
        <source>There is no second pass through the stock: once it is empty, each of its 64 cards has been turned over once.</source>
        <translation>Der er ingen omlægning: Når de 64 kort i bunken er vendt, er der ikke flere.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played.</source>
        <translation>Kun det øverste kort i affaldsbunken er i spil.</translation>
    </message>
    <message>
        <source>A run of cards moves only from column to column.</source>
        <translation>En række kort flyttes kun fra kolonne til kolonne.</translation>
    </message>
    <message>
        <source>A foundation starts with the ace of its suit.</source>
        <translation>Et fundament begynder med esset i sin kulør.</translation>
    </message>
    <message>
        <source>A click on the stock turns one card face up onto the waste.</source>
        <translation>Et klik på bunken vender ét kort op i affaldsbunken.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Quarante Voleurs</source>
        <translation>Regler for Quarante Voleurs</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Quarante Voleurs (Forty Thieves)</source>
        <translation>Quarante Voleurs (Fyrretyve røvere)</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <source>Two full packs are shuffled together: 104 cards, every card twice. The aim is to build all 104 cards onto the eight foundations. One card moves at a time and the stock is gone through only once, so many deals cannot be won.</source>
        <translation>To hele spil kort blandes sammen: 104 kort, hvert kort to gange. Målet er at bygge alle 104 kort op på de otte fundamenter. Du flytter ét kort ad gangen, og bunken gennemgås kun én gang, så mange udlæg kan ikke vindes.</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Udlægget</translation>
    </message>
    <message>
        <source>Ten columns of four cards, all face up.</source>
        <translation>Ti kolonner med fire kort i hver, alle med billedsiden op.</translation>
    </message>
    <message>
        <source>The stock: the other 64 cards, face down. The waste beside it starts empty.</source>
        <translation>Bunken: de øvrige 64 kort med bagsiden op. Affaldsbunken ved siden af er tom fra start.</translation>
    </message>
    <message>
        <source>Eight foundations, each with a fixed suit, left to right: spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs.</source>
        <translation>Otte fundamenter, hver med en fast kulør, fra venstre mod højre: spar, hjerter, ruder, klør, spar, hjerter, ruder, klør.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>Du flytter ét kort ad gangen: det øverste kort i en kolonne eller i affaldsbunken. To kort i række flyttes ét ad gangen.</translation>
    </message>
    <message>
        <source>On a column, a card goes on the card of the **same suit** that is exactly **one rank higher**: spades 7 on spades 8, never on hearts 8. Nothing goes on an ace.</source>
        <translation>I en kolonne lægges et kort på kortet i **samme kulør**, der er præcis **én højere**: spar 7 på spar 8, aldrig på hjerter 8. På et es kan der ikke lægges noget.</translation>
    </message>
    <message>
        <source>Any card may go into an empty column.</source>
        <translation>Ethvert kort må lægges i en tom kolonne.</translation>
    </message>
    <message>
        <source>A foundation starts with the ace of its suit and is built up to the king.</source>
        <translation>Et fundament begynder med esset i sin kulør og bygges op til kongen.</translation>
    </message>
    <message>
        <source>The top card of a foundation may come back onto a column where it fits; it costs 15 points.</source>
        <translation>Det øverste kort på et fundament må flyttes tilbage til en kolonne, hvor det passer; det koster 15 point.</translation>
    </message>
    <message>
        <source>The stock and the waste</source>
        <translation>Bunken og affaldsbunken</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card face up onto the waste. Only the top card of the waste can be played. There is no redeal: once the 64 cards have been turned over, the stock stays empty.</source>
        <translation>Klik på bunken for at vende dens øverste kort op i affaldsbunken. Kun det øverste kort i affaldsbunken er i spil. Der er ingen omlægning: Når de 64 kort er vendt, forbliver bunken tom.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Spillets afslutning</translation>
    </message>
    <message>
        <source>The game is won when all eight foundations hold their thirteen cards.</source>
        <translation>Spillet er vundet, når alle otte fundamenter har deres tretten kort.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>A card onto a foundation</source>
        <translation>Et kort på et fundament</translation>
    </message>
    <message>
        <source>A waste card onto a column</source>
        <translation>Et kort fra affaldsbunken til en kolonne</translation>
    </message>
    <message>
        <source>A foundation card back onto a column</source>
        <translation>Et kort fra et fundament tilbage til en kolonne</translation>
    </message>
    <message>
        <source>Column to column, drawing a card</source>
        <translation>Fra kolonne til kolonne, vende et kort</translation>
    </message>
    <message>
        <source>The score starts at 0 and never goes below 0. There is no bonus for winning: a game won without taking cards back from the foundations scores 1040 (104 cards × 10) plus 5 for each waste card played to a column. A win with 29 waste cards played to columns scores 1040 + 29 × 5 = 1185.</source>
        <translation>Pointtallet starter ved 0 og kommer aldrig under 0. Der er ingen bonus for at vinde: Et spil, der vindes uden at tage kort tilbage fra fundamenterne, giver 1040 point (104 kort × 10) plus 5 for hvert kort fra affaldsbunken, der er lagt i en kolonne. En sejr med 29 kort fra affaldsbunken lagt i kolonner giver 1040 + 29 × 5 = 1185 point.</translation>
    </message>
    <message>
        <source>Undo and the move counter</source>
        <translation>Fortryd og træktælleren</translation>
    </message>
    <message>
        <source>**Undo** (Ctrl+Z) takes back the last action, a move or a draw; **Redo** (Ctrl+Shift+Z) plays it again.</source>
        <translation>**Fortryd** (Ctrl+Z) tager den seneste handling tilbage, et træk eller et vendt kort; **Gentag** (Ctrl+Skift+Z) udfører den igen.</translation>
    </message>
    <message>
        <source>The last 100 actions can be undone; in the preferences the undo history can be unlimited.</source>
        <translation>De seneste 100 handlinger kan fortrydes; i indstillingerne kan fortryd-historikken gøres ubegrænset.</translation>
    </message>
    <message>
        <source>Undo puts the score back exactly where it was before the action. The move counter counts every action, draws included, and never goes down, not even on undo.</source>
        <translation>Fortryd sætter pointtallet præcis tilbage til, hvad det var før handlingen. Træktælleren tæller hver handling, også vendte kort, og går aldrig ned, heller ikke når du fortryder.</translation>
    </message>
    <message>
        <source>Quit at any time: the next start brings back the game with its undo history.</source>
        <translation>Du kan afslutte når som helst: Ved næste start er spillet der igen med sin fortryd-historik.</translation>
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation>Spil med musen</translation>
    </message>
    <message>
        <source>**Click** a card to send it to a foundation; a waste card that no foundation takes goes to a column that takes it.</source>
        <translation>**Klik** på et kort for at sende det til et fundament; et kort fra affaldsbunken, som intet fundament tager, går til en kolonne, der tager det.</translation>
    </message>
    <message>
        <source>**Double-click** a card to send it to a foundation, else to the longest column that takes it, else to an empty column. Double-click can be switched off in the preferences.</source>
        <translation>**Dobbeltklik** på et kort for at sende det til et fundament, ellers til den længste kolonne, der tager det, ellers til en tom kolonne. Dobbeltklik kan slås fra i indstillingerne.</translation>
    </message>
    <message>
        <source>**Drag** a card onto a pile. While you drag, the piles that accept it light up (placement help).</source>
        <translation>**Træk** et kort hen på en plads. Mens du trækker, lyser de pladser op, der kan tage det (placeringshjælp).</translation>
    </message>
    <message>
        <source>**Auto-place** (off by default, in the preferences): a card released where it cannot go goes to its best place instead, as a double-click would send it.</source>
        <translation>**Automatisk placering** (slået fra som standard, i indstillingerne): Et kort, der slippes et sted, hvor det ikke må ligge, går i stedet til sin bedste plads, som ved et dobbeltklik.</translation>
    </message>
    <message>
        <source>A refused move shows a short reminder of the rule it broke.</source>
        <translation>Et afvist træk giver en kort påmindelse om den regel, det brød.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Spil med tastaturet</translation>
    </message>
    <message>
        <source>The **arrow keys** move the focus between the piles.</source>
        <translation>**Piletasterne** flytter fokus mellem pladserne.</translation>
    </message>
    <message>
        <source>**Space** picks the focused card up; move the focus and press **Space** again to put it there. **Esc** puts it back. With supermoves, **Space** again on the same column takes one more card of its run.</source>
        <translation>**Mellemrum** tager kortet i fokus op; flyt fokus, og tryk på **Mellemrum** igen for at lægge det der. **Esc** lægger det tilbage. Med supermoves tager **Mellemrum** igen på samme kolonne ét kort mere af rækken op.</translation>
    </message>
    <message>
        <source>**D** draws a card, **H** gives a hint.</source>
        <translation>**D** vender et kort, **H** giver et tip.</translation>
    </message>
    <message>
        <source>Help ▸ Keyboard Shortcuts lists every key.</source>
        <translation>Hjælp ▸ Tastaturgenveje viser alle taster.</translation>
    </message>
    <message>
        <source>Deal codes</source>
        <translation>Spilkoder</translation>
    </message>
    <message>
        <source>Every deal has a code, such as FT1-N-AAAAAAV: FT1, the rules (N: one card at a time, S: with supermoves) and seven characters. The status bar shows it.</source>
        <translation>Hvert udlæg har en kode som FT1-N-AAAAAAV: FT1, reglerne (N: ét kort ad gangen, S: med supermoves) og syv tegn. Statuslinjen viser den.</translation>
    </message>
    <message>
        <source>Game ▸ Copy Deal Code copies it, to share the deal.</source>
        <translation>Spil ▸ Kopiér spilkode kopierer den, så du kan dele udlægget.</translation>
    </message>
    <message>
        <source>Game ▸ New Game from Code plays the deal of a code someone gave you.</source>
        <translation>Spil ▸ Nyt spil fra kode spiller udlægget til en kode, du har fået.</translation>
    </message>
    <message>
        <source>Game ▸ Restart Deal starts the same deal again from the beginning; the game in progress counts as lost.</source>
        <translation>Spil ▸ Start samme spil forfra starter det samme udlæg forfra; det igangværende spil tæller som tabt.</translation>
    </message>
    <message>
        <source>Hint and the solver</source>
        <translation>Tip og løseren</translation>
    </message>
    <message>
        <source>In the rules with supermoves (a Danish house rule, chosen in the preferences for new games), a run of cards in suit and sequence moves in one action when enough empty columns would allow it one card at a time: with one empty column two cards, with two empty columns four, with three eight, and half as many into an empty column. In the standard rules (N) every card moves on its own.</source>
        <translation>Reglerne med supermoves følger husreglen »ét kort ad gangen, men supermoves er tilladt, når tomme kolonner gør dem lovlige«; de vælges i indstillingerne for nye spil. En række kort i samme kulør og rækkefølge flyttes i ét træk, når der er tomme kolonner nok til at gøre det lovligt kort for kort: med én tom kolonne to kort, med to tomme kolonner fire, med tre otte, og halvt så mange til en tom kolonne. Med standardreglerne (N) flyttes hvert kort for sig.</translation>
    </message>
    <message>
        <source>The status bar says whether the game can still be won: *Winnable*, *Can no longer be won* (*Cannot be won* for a deal lost as dealt) or *Not known yet*, and *Thinking…* while the solver searches. It looks again after every move, for up to 30 seconds.</source>
        <translation>Statuslinjen viser, om spillet stadig kan vindes: *Kan vindes*, *Kan ikke længere vindes* (*Kan ikke vindes* for et spil, der er tabt allerede ved udlægningen) eller *Endnu ukendt*, og *Tænker…*, mens løseren søger. Den ser efter igen efter hvert træk, i op til 30 sekunder.</translation>
    </message>
    <message>
        <source>When no legal move is left, the game is lost; so it is when the stock is used up and none of the moves left can win it (for example, a card that can only go back and forth between two identical cards). Quarante Voleurs notices both, says so and offers to undo moves or to start a new game, and, where the solver can, to find where the game was lost.</source>
        <translation>Når der ikke er flere lovlige træk, er spillet tabt; det samme gælder, når bunken er brugt op, og ingen af de træk, der er tilbage, kan vinde spillet (for eksempel et kort, der kun kan flyttes frem og tilbage mellem to ens kort). Quarante Voleurs opdager begge dele, giver besked og tilbyder at fortryde træk eller starte et nyt spil og, hvis løseren kan, at finde ud af, hvor spillet blev tabt.</translation>
    </message>
    <message>
        <source>**Enter** plays the focused card as a click would (or as a double-click, when a click does nothing); with a card picked up, it puts it on the focused pile, as **Space** does.</source>
        <translation>**Enter** spiller kortet i fokus som et klik (eller som et dobbeltklik, når et klik ikke gør noget); med et kort taget op lægger den det på pladsen i fokus, som **Mellemrum** gør.</translation>
    </message>
    <message>
        <source>Quarante Voleurs has a solver. The solver knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Quarante Voleurs har en løser. Løseren kender rækkefølgen af kortene i bunken, hvad du ikke gør: »Kan vindes« betyder, at der findes en sejr, ikke at den er let at finde.</translation>
    </message>
    <message>
        <source>**Hint** (H) names the next move of a winning line when the solver knows one; otherwise a promising move, and says so.</source>
        <translation>**Tip** (H) viser det næste træk i en vindende rækkefølge, når løseren kender en; ellers et lovende træk, og det siger den.</translation>
    </message>
    <message>
        <source>**Think Longer**: when the answer is *Not known yet*, the solver searches that position for up to ten minutes.</source>
        <translation>**Tænk længere**: Når svaret er *Endnu ukendt*, gennemsøger løseren stillingen i op til ti minutter.</translation>
    </message>
    <message>
        <source>**Demo**: the solver plays a winning line; a click or a key stops it.</source>
        <translation>**Demo**: Løseren spiller en vindende rækkefølge; et klik eller en tast stopper den.</translation>
    </message>
    <message>
        <source>**Where Did I Lose It?**: after a lost game, finds the last position that could still be won and offers to go back there.</source>
        <translation>**Hvor tabte jeg det?**: Efter et tabt spil finder den den sidste stilling, der stadig kunne vindes, og tilbyder at gå tilbage dertil.</translation>
    </message>
    <message>
        <source>In the preferences, new deals can be limited to deals the solver has won, and the verdict in the status bar can be switched off.</source>
        <translation>I indstillingerne kan nye udlæg begrænses til udlæg, løseren har vundet, og svaret i statuslinjen kan slås fra.</translation>
    </message>
    <message>
        <source>What counts as help</source>
        <translation>Hvad der tæller som hjælp</translation>
    </message>
    <message>
        <source>Only what you ask for counts as help: Hint, Demo, Where Did I Lose It? and Think Longer. A game won after any of them counts in the statistics as won with help: it sets no best score, no fewest moves and no winning streak. The verdict in the status bar comes without asking and does not count as help.</source>
        <translation>Kun det, du selv beder om, tæller som hjælp: Tip, Demo, Hvor tabte jeg det? og Tænk længere. Et spil, der vindes efter en af dem, tæller i statistikken som vundet med hjælp: Det tæller ikke med til højeste pointtal, færrest træk eller sejrsstriber. Svaret i statuslinjen kommer, uden at du beder om det, og tæller ikke som hjælp.</translation>
    </message>
    <message>
        <source>Supermoves (rules S)</source>
        <translation>Supermoves (regler S)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Betjening</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Udseende</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Løser</translation>
    </message>
    <message>
        <source>Double-click moves a card</source>
        <translation>Dobbeltklik flytter et kort</translation>
    </message>
    <message>
        <source>Auto-place a released card on the best place</source>
        <translation>Automatisk placering af et sluppet kort på den bedste plads</translation>
    </message>
    <message>
        <source>Highlight the piles that accept a dragged card</source>
        <translation>Fremhæv de pladser, hvor et trukket kort kan ligge</translation>
    </message>
    <message>
        <source>Remind me of the rule when a move is refused</source>
        <translation>Mind mig om reglen, når et træk afvises</translation>
    </message>
    <message>
        <source>Send the last cards home by themselves when only moves home are left</source>
        <translation>Læg de sidste kort automatisk på fundamenterne, når der kun er træk dertil tilbage</translation>
    </message>
    <message>
        <source>Animate card moves</source>
        <translation>Animér kortenes bevægelser</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationshastighed</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Four-colour deck (each suit its own colour)</source>
        <translation>Firefarvet kortspil (hver kulør sin egen farve)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Fortryd-historik</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Ubegrænset</translation>
    </message>
    <message>
        <source>Rules for new games</source>
        <translation>Regler for nye spil</translation>
    </message>
    <message>
        <source>With supermoves (Danish house rule)</source>
        <translation>Med supermoves (husregel)</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Spørg, før et igangværende spil opgives</translation>
    </message>
    <message>
        <source>Show whether the game can still be won (this does not count as help)</source>
        <translation>Vis, om spillet stadig kan vindes (det tæller ikke som hjælp)</translation>
    </message>
    <message>
        <source>Deal only games the solver has won</source>
        <translation>Giv kun spil, som løseren har vundet</translation>
    </message>
    <message>
        <source>Last 100 actions (the standard limit)</source>
        <translation>De seneste 100 handlinger (den almindelige grænse)</translation>
    </message>
    <message>
        <source>One card at a time (standard rules)</source>
        <translation>Ét kort ad gangen (standardregler)</translation>
    </message>
    <message>
        <source>Show a game timer (paused while the window is hidden)</source>
        <translation>Vis et spilur (sat på pause, mens vinduet er skjult)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Andet</translation>
    </message>
    <message>
        <source>On the card table</source>
        <translation>På spillebordet</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>&amp;Where Did I Lose It?</source>
        <translation>&amp;Hvor tabte jeg det?</translation>
    </message>
    <message>
        <source>Where Did I Lose It?</source>
        <translation>Hvor tabte jeg det?</translation>
    </message>
    <message>
        <source>Can this game still be won? The solver looks for a win after every move. It knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Kan spillet stadig vindes? Løseren leder efter en sejr efter hvert træk. Den kender rækkefølgen af kortene i bunken, hvad du ikke gør: »Kan vindes« betyder, at der findes en sejr, ikke at den er let at finde.</translation>
    </message>
    <message>
        <source>The solver&apos;s fast core is not installed, so the analysis is much slower. Installing a C compiler and Python&apos;s headers (on Debian: gcc and python3-dev) and then Quarante Voleurs again brings it.</source>
        <translation>Løserens hurtige kerne er ikke installeret, så analysen er meget langsommere. Installér en C-compiler og Pythons headerfiler (på Debian: gcc og python3-dev) og derefter Quarante Voleurs igen for at få den.</translation>
    </message>
    <message>
        <source>Stop &amp;Thinking</source>
        <translation>Sto&amp;p med at tænke</translation>
    </message>
    <message>
        <source>Think &amp;Longer</source>
        <translation>Tænk &amp;længere</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Kan vindes</translation>
    </message>
    <message>
        <source>Can no longer be won</source>
        <translation>Kan ikke længere vindes</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Endnu ukendt</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tænker…</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Dette spil kan ikke længere vindes.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Der er ingen træk tilbage.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tip: %1.</translation>
    </message>
    <message>
        <source>No winning line is known yet. A promising move: %1.</source>
        <translation>Der kendes endnu ingen vindende rækkefølge af træk. Et lovende træk: %1.</translation>
    </message>
    <message>
        <source>draw a card from the stock</source>
        <translation>vend et kort fra bunken</translation>
    </message>
    <message>
        <source>a card drawn from the stock</source>
        <translation>et kort vendt fra bunken</translation>
    </message>
    <message>
        <source>move the %1 to its foundation</source>
        <translation>læg %1 på fundamentet</translation>
    </message>
    <message>
        <source>the %1 moved to its foundation</source>
        <translation>%1 lagt på fundamentet</translation>
    </message>
    <message>
        <source>move the %1 to the empty column</source>
        <translation>læg %1 i den tomme kolonne</translation>
    </message>
    <message>
        <source>the %1 moved to the empty column</source>
        <translation>%1 lagt i den tomme kolonne</translation>
    </message>
    <message>
        <source>the %1 cards from the %2 moved down onto the %3</source>
        <translation>de %1 kort fra %2 flyttet ned på %3</translation>
    </message>
    <message>
        <source>move the %1 cards from the %2 down onto the %3</source>
        <translation>flyt de %1 kort fra %2 og ned på %3</translation>
    </message>
    <message>
        <source>move the %1 onto the %2</source>
        <translation>læg %1 på %2</translation>
    </message>
    <message>
        <source>the %1 moved onto the %2</source>
        <translation>%1 lagt på %2</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Leder efter en vindende rækkefølge af træk…</translation>
    </message>
    <message>
        <source>Demo: click or press a key to stop it</source>
        <translation>Demo: Klik eller tryk på en tast for at stoppe</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demoen er stoppet.</translation>
    </message>
    <message>
        <source>This game can be won</source>
        <translation>Dette spil kan vindes</translation>
    </message>
    <message>
        <source>Cannot be won</source>
        <translation>Kan ikke vindes</translation>
    </message>
    <message>
        <source>This deal cannot be won</source>
        <translation>Dette udlæg kan ikke vindes</translation>
    </message>
    <message>
        <source>This game can no longer be won</source>
        <translation>Dette spil kan ikke længere vindes</translation>
    </message>
    <message>
        <source>Not known yet whether this game can be won</source>
        <translation>Endnu ukendt, om dette spil kan vindes</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>Dette udlæg kan ikke vindes.</translation>
    </message>
    <message>
        <source>Thinking longer (up to %1 min)…</source>
        <translation>Tænker længere (op til %1 min.)…</translation>
    </message>
    <message>
        <source>Thinking longer (up to %1 s)…</source>
        <translation>Tænker længere (op til %1 sek.)…</translation>
    </message>
    <message>
        <source>Think Longer stopped: the solver needed more memory than it may use.</source>
        <translation>Tænk længere stoppede: Løseren skulle bruge mere hukommelse, end den må.</translation>
    </message>
    <message>
        <source>Think Longer ran out of time; the game may still be winnable.</source>
        <translation>Tænk længere løb tør for tid; spillet kan måske stadig vindes.</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>from column %1</source>
        <translation>fra kolonne %1</translation>
    </message>
    <message>
        <source>from the waste</source>
        <translation>fra affaldsbunken</translation>
    </message>
    <message>
        <source>from foundation %1</source>
        <translation>fra fundament %1</translation>
    </message>
    <message>
        <source>to column %1</source>
        <translation>til kolonne %1</translation>
    </message>
    <message>
        <source>to foundation %1</source>
        <translation>til fundament %1</translation>
    </message>
    <message>
        <source>This deal can be won; the solver is still finding the way. A promising move meanwhile: %1.</source>
        <translation>Dette udlæg kan vindes; løseren leder stadig efter vejen. Et lovende træk imens: %1.</translation>
    </message>
    <message>
        <source>Still thinking about this position. A promising move meanwhile: %1.</source>
        <translation>Løseren tænker stadig over denne stilling. Et lovende træk imens: %1.</translation>
    </message>
    <message>
        <source>Looking back through the game…</source>
        <translation>Gennemgår spillet bagfra…</translation>
    </message>
    <message>
        <source>The solver found no position in this game that could be won.</source>
        <translation>Løseren fandt ingen stilling i dette spil, der kunne vindes.</translation>
    </message>
    <message>
        <source>The solver could not decide whether any earlier position of this game could be won.</source>
        <translation>Løseren kunne ikke afgøre, om nogen tidligere stilling i dette spil kunne vindes.</translation>
    </message>
    <message>
        <source>This position can still be won.</source>
        <translation>Denne stilling kan stadig vindes.</translation>
    </message>
    <message>
        <source>The deal could be won.</source>
        <translation>Udlægget kunne vindes.</translation>
    </message>
    <message>
        <source>After move %1 the game could still be won.</source>
        <translation>Efter træk %1 kunne spillet stadig vindes.</translation>
    </message>
    <message>
        <source>Move %1 (%2) made it lost.</source>
        <translation>Med træk %1 (%2) gik spillet tabt.</translation>
    </message>
    <message>
        <source>The solver could not decide the positions after it.</source>
        <translation>Løseren kunne ikke afgøre stillingerne derefter.</translation>
    </message>
    <message>
        <source>Go back there?</source>
        <translation>Vil du gå tilbage dertil?</translation>
    </message>
    <message>
        <source>That position is beyond the undo history and cannot be rebuilt.</source>
        <translation>Den stilling ligger uden for fortryd-historikken og kan ikke genskabes.</translation>
    </message>
    <message>
        <source>Back to the position after move %1: the later moves can be redone.</source>
        <translation>Tilbage til stillingen efter træk %1: De senere træk kan gentages.</translation>
    </message>
    <message>
        <source>The solver has won this deal before: it can be won.</source>
        <translation>Løseren har vundet dette udlæg før: Det kan vindes.</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Leder efter et udlæg, der kan vindes…</translation>
    </message>
    <message>
        <source>The solver has won this deal: it can be won.</source>
        <translation>Løseren har vundet dette udlæg: Det kan vindes.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Løser</translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions examined</source>
        <translation>
            <numerusform>%Ln stilling undersøgt</numerusform>
            <numerusform>%Ln stillinger undersøgt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deals tried</source>
        <translation>
            <numerusform>%Ln udlæg afprøvet</numerusform>
            <numerusform>%Ln udlæg afprøvet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions of the game tried</source>
        <translation>
            <numerusform>%Ln stilling i spillet afprøvet</numerusform>
            <numerusform>%Ln stillinger i spillet afprøvet</numerusform>
        </translation>
    </message>
    <message>
        <source>Search stopped.</source>
        <translation>Søgningen er stoppet.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Løseren fejlede: %1</translation>
    </message>
    <message>
        <source>The solver found no win in time; the game may still be winnable.</source>
        <translation>Løseren fandt ingen sejr i tide; spillet kan måske stadig vindes.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <source>Forget the record of every game, for both rulesets? This cannot be undone.</source>
        <translation>Vil du glemme alle spil for begge regelsæt? Det kan ikke fortrydes.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ingen endnu</translation>
    </message>
    <message numerus="yes">
        <source>%Ln won</source>
        <translation>
            <numerusform>%Ln vundet</numerusform>
            <numerusform>%Ln vundet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln tabt</numerusform>
            <numerusform>%Ln tabt</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games played, %2 won (%3), current streak: %4</source>
        <translation>
            <numerusform>%1: %Ln spil spillet, %2 vundet (%3), aktuel stribe: %4</numerusform>
            <numerusform>%1: %Ln spil spillet, %2 vundet (%3), aktuel stribe: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no games played yet</source>
        <translation>%1: ingen spil spillet endnu</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>&amp;Nulstil statistik…</translation>
    </message>
    <message>
        <source>A win counts as a win with help when you used a hint, a demo, “Think Longer” or “Where Did I Lose It?”; the indicator that shows whether the game can still be won does not count as help. A win with help ends a losing streak but starts no winning one, and sets no record.</source>
        <translation>En sejr tæller som en sejr med hjælp, når du har brugt et tip, en demo, »Tænk længere« eller »Hvor tabte jeg det?«; visningen af, om spillet stadig kan vindes, tæller ikke som hjælp. En sejr med hjælp afslutter en nederlagsstribe, men starter ingen sejrsstribe og sætter ingen rekord.</translation>
    </message>
    <message>
        <source>&amp;One card at a time</source>
        <translation>&amp;Ét kort ad gangen</translation>
    </message>
    <message>
        <source>With &amp;supermoves</source>
        <translation>Med &amp;supermoves</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Spillede spil:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Vundne spil:</translation>
    </message>
    <message>
        <source>Of which with help:</source>
        <translation>Heraf med hjælp:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Vindprocent:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Aktuel stribe:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Længste sejrsstribe:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Længste nederlagsstribe:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Højeste pointtal:</translation>
    </message>
    <message>
        <source>Fewest moves in a won game:</source>
        <translation>Færrest træk i et vundet spil:</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nulstil</translation>
    </message>
    <message>
        <source>Best time:</source>
        <translation>Bedste tid:</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Move the focus between the piles</source>
        <translation>Flyt fokus mellem pladserne</translation>
    </message>
    <message>
        <source>Move the focus to the first or last pile of the row</source>
        <translation>Flyt fokus til den første eller sidste plads i rækken</translation>
    </message>
    <message>
        <source>Move the focus to the next or previous pile, all of them in turn; to a message&apos;s buttons when it has some</source>
        <translation>Flyt fokus til næste eller forrige plads, alle pladserne efter tur; til en meddelelses knapper, når den har nogen</translation>
    </message>
    <message>
        <source>Play the focused card, as a click or a double-click; with a card picked up, put it there</source>
        <translation>Spil kortet i fokus, som med et klik eller et dobbeltklik; med et kort taget op: læg det der</translation>
    </message>
    <message>
        <source>Pick up the focused card (with supermoves, again on its column: one more card of its run); on another pile, put it there</source>
        <translation>Tag kortet i fokus op (med supermoves, igen på samme kolonne: ét kort mere af rækken); på en anden plads: læg det der</translation>
    </message>
    <message>
        <source>Put a picked-up card back, or close the message over the cards</source>
        <translation>Læg et kort, du har taget op, tilbage, eller luk meddelelsen over kortene</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>column %1</source>
        <translation>kolonne %1</translation>
    </message>
    <message>
        <source>foundation %1</source>
        <translation>fundament %1</translation>
    </message>
    <message>
        <source>the waste</source>
        <translation>affaldsbunken</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>bunken</translation>
    </message>
    <message>
        <source>foundation %1: empty (%2)</source>
        <translation>fundament %1: tomt (%2)</translation>
    </message>
    <message numerus="yes">
        <source>column %1: %2, %n card(s)</source>
        <translation>
            <numerusform>kolonne %1: %2, %n kort</numerusform>
            <numerusform>kolonne %1: %2, %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Kolonne %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Fundament %1</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Affaldsbunke</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunke</translation>
    </message>
    <message>
        <source>%1, takes it</source>
        <translation>%1, kortet kan lægges her</translation>
    </message>
    <message>
        <source>%1, does not take it</source>
        <translation>%1, kortet kan ikke lægges her</translation>
    </message>
    <message>
        <source>%1, takes them</source>
        <translation>%1, kortene kan lægges her</translation>
    </message>
    <message>
        <source>%1, does not take them</source>
        <translation>%1, kortene kan ikke lægges her</translation>
    </message>
    <message>
        <source>%1, first pile</source>
        <translation>%1, første plads</translation>
    </message>
    <message>
        <source>%1, last pile</source>
        <translation>%1, sidste plads</translation>
    </message>
    <message>
        <source>%1, top row</source>
        <translation>%1, øverste række</translation>
    </message>
    <message>
        <source>%1, bottom row</source>
        <translation>%1, nederste række</translation>
    </message>
    <message numerus="yes">
        <source>%1, minus %n point(s)</source>
        <translation>
            <numerusform>%1, minus %n point</numerusform>
            <numerusform>%1, minus %n point</numerusform>
        </translation>
    </message>
    <message>
        <source>Redone: drew %1, the last card of the stock</source>
        <translation>Gentaget: %1 vendt, det sidste kort i bunken</translation>
    </message>
    <message>
        <source>Drew %1, the last card of the stock</source>
        <translation>%1 vendt, det sidste kort i bunken</translation>
    </message>
    <message numerus="yes">
        <source>Redone: drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>Gentaget: %1 vendt, %n kort tilbage i bunken</numerusform>
            <numerusform>Gentaget: %1 vendt, %n kort tilbage i bunken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>%1 vendt, %n kort tilbage i bunken</numerusform>
            <numerusform>%1 vendt, %n kort tilbage i bunken</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>I hånden: %1</translation>
    </message>
    <message>
        <source>columns %1 to %2</source>
        <translation>kolonne %1 til %2</translation>
    </message>
    <message>
        <source>Message closed</source>
        <translation>Meddelelse lukket</translation>
    </message>
    <message>
        <source>Enter takes no card back from a foundation: pick %1 up with Space (taking it back costs 15 points)</source>
        <translation>Enter tager ikke et kort tilbage fra et fundament: Tag %1 op med Mellemrum (at tage det tilbage koster 15 point)</translation>
    </message>
    <message>
        <source>Deal restarted from the beginning</source>
        <translation>Samme spil startet forfra</translation>
    </message>
    <message>
        <source>%1 home to %2</source>
        <translation>%1 lagt på %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 til %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to %2</source>
        <translation>Fortrudt: %1 tilbage til %2</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Gentaget: %1</translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>Taget op: %1</translation>
    </message>
    <message>
        <source>No place to go now</source>
        <translation>Kan ikke lægges nogen steder nu</translation>
    </message>
    <message>
        <source>Can go to: %1</source>
        <translation>Kan lægges på: %1</translation>
    </message>
    <message>
        <source>Put back %1</source>
        <translation>Lagt tilbage: %1</translation>
    </message>
    <message>
        <source>%1 is alone in its column: an empty column would change nothing</source>
        <translation>%1 ligger alene i kolonnen: at flytte det til en tom kolonne ændrer intet</translation>
    </message>
    <message>
        <source>%1 has no place to go</source>
        <translation>Der er ingen plads til %1</translation>
    </message>
    <message>
        <source>New game dealt</source>
        <translation>Nyt spil er givet</translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>Click or press Esc to close</source>
        <translation>Klik eller tryk på Esc for at lukke</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <source>Open the menus (in full screen too)</source>
        <translation>Åbn menuerne (også i fuld skærm)</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Forlad fuld skærm</translation>
    </message>
</context>
</TS>
