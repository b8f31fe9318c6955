<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Argparse</name>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>es fehlen die Argumente: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet einen Wert</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (möglich sind %(choices)s)</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>nimmt keinen Wert an: %r</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Only moves home are left: the cards go home. Click or press a key to stop.</source>
        <translation>Die Karten gehen von selbst auf die Fundamente. Anhalten: Klick oder Taste.</translation>
    </message>
    <message>
        <source>Stopped: the rest of the game is yours.</source>
        <translation>Beendet: Den Rest der Partie spielen Sie selbst.</translation>
    </message>
</context>
<context>
    <name>BoardPhrasebook</name>
    <message>
        <source>stock empty, no redeal</source>
        <translation>Talon leer, kein neuer Durchgang</translation>
    </message>
    <message numerus="yes">
        <source>stock: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n Karte</numerusform>
            <numerusform>Talon: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>waste empty</source>
        <translation>Ablagestapel leer</translation>
    </message>
    <message numerus="yes">
        <source>waste: %1 on top, %n card(s)</source>
        <translation>
            <numerusform>Ablagestapel: %1 oben, %n Karte</numerusform>
            <numerusform>Ablagestapel: %1 oben, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>foundation %1: empty</source>
        <translation>Fundament %1: leer</translation>
    </message>
    <message>
        <source>foundation %1: %2</source>
        <translation>Fundament %1: %2</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>Spalte %1: leer</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>ace or court card: %1 is its name (ace, king...), %2 the suit</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>number card: %1 is its number (2 to 10), %2 the suit</comment>
        <translation>%2-%1</translation>
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
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>unwinnable</source>
        <translation>unlösbar</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ungeklärt</translation>
    </message>
    <message>
        <source>%1 (see &apos;%2 --help&apos;)</source>
        <translation>%1 (siehe &apos;%2 --help&apos;)</translation>
    </message>
    <message>
        <source>no such deal file: %1</source>
        <translation>Verteilungsdatei nicht gefunden: %1</translation>
    </message>
    <message>
        <source>deal file %1 is not a regular file</source>
        <translation>Verteilungsdatei %1 ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>deal file %1 is empty</source>
        <translation>Verteilungsdatei %1 ist leer</translation>
    </message>
    <message>
        <source>deal file %1 is larger than %2 bytes</source>
        <translation>Verteilungsdatei %1 ist größer als %2 Bytes</translation>
    </message>
    <message>
        <source>deal file %1 may not be read (no permission)</source>
        <translation>Verteilungsdatei %1 darf nicht gelesen werden (keine Berechtigung)</translation>
    </message>
    <message>
        <source>the name of deal file %1 is too long</source>
        <translation>der Name der Verteilungsdatei %1 ist zu lang</translation>
    </message>
    <message>
        <source>cannot read deal file %1: %2</source>
        <translation>Verteilungsdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>deal file %1 is not text (not UTF-8)</source>
        <translation>Verteilungsdatei %1 ist kein Text (kein UTF-8)</translation>
    </message>
    <message>
        <source>deal file %1 is nested too deeply</source>
        <translation>Verteilungsdatei %1 ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>deal file %1 holds a number out of range</source>
        <translation>Verteilungsdatei %1 enthält eine Zahl außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>deal file %1 is not valid JSON (line %2, column %3)</source>
        <translation>Verteilungsdatei %1 ist kein gültiges JSON (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>%1 is a saved game, not a deal file; its deal is %2</source>
        <translation>%1 ist eine gespeicherte Partie, keine Verteilungsdatei; ihr Partiecode ist %2</translation>
    </message>
    <message>
        <source>%1 is a saved game, not a deal file</source>
        <translation>%1 ist eine gespeicherte Partie, keine Verteilungsdatei</translation>
    </message>
    <message>
        <source>%1 is a position in a game, not a deal (its deal is %2); solve and describe take it</source>
        <translation>%1 ist eine Stellung aus einer Partie, keine Verteilung (ihr Partiecode ist %2); solve und describe nehmen Stellungen an</translation>
    </message>
    <message>
        <source>%1 is a position in a game, not a deal; solve and describe take it</source>
        <translation>%1 ist eine Stellung aus einer Partie, keine Verteilung; solve und describe nehmen Stellungen an</translation>
    </message>
    <message>
        <source>no deal code given (a deal code looks like FT1-N-AAAAAAV)</source>
        <translation>kein Partiecode angegeben (ein Partiecode sieht aus wie FT1-N-AAAAAAV)</translation>
    </message>
    <message>
        <source>position from %1</source>
        <translation>Stellung aus %1</translation>
    </message>
    <message>
        <source>custom position</source>
        <translation>eigene Stellung</translation>
    </message>
    <message>
        <source>move %1 (%2) is illegal: %3</source>
        <translation>Zug %1 (%2) ist nicht erlaubt: %3</translation>
    </message>
    <message>
        <source>lost: the stock is used up and no move left can win</source>
        <translation>verloren: der Talon ist aufgebraucht und kein verbleibender Zug kann noch gewinnen</translation>
    </message>
    <message>
        <source>A stock card goes only onto the waste, one at a time: s-w.</source>
        <translation>Karten vom Talon kommen nur einzeln auf den Ablagestapel: s-w.</translation>
    </message>
    <message>
        <source>Column %1 holds fewer than %2 cards.</source>
        <translation>Spalte %1 enthält weniger als %2 Karten.</translation>
    </message>
    <message>
        <source>A game holds at most %1 actions, as many as a saved game can hold.</source>
        <translation>Eine Partie umfasst höchstens %1 Aktionen, so viele, wie eine gespeicherte Partie fassen kann.</translation>
    </message>
    <message>
        <source>--deal opens the window; the command %1 takes its deal as its CODE|FILE</source>
        <translation>--deal öffnet das Fenster; der Befehl %1 nimmt seine Verteilung als CODE|FILE</translation>
    </message>
    <message>
        <source>the window opens a deal by its code; a deal file such as %1 is read by the commands, as in: %2</source>
        <translation>das Fenster öffnet eine Verteilung über ihren Code; eine Verteilungsdatei wie %1 wird von den Befehlen gelesen, etwa: %2</translation>
    </message>
    <message>
        <source>the window plays one deal at a time, and %1 and %2 were both named</source>
        <translation>das Fenster spielt jeweils nur eine Verteilung, und sowohl %1 als auch %2 wurden angegeben</translation>
    </message>
    <message>
        <source>cannot open the window: %1 needs a file that can be read, and %2 is not one</source>
        <translation>das Fenster kann nicht geöffnet werden: %1 braucht eine lesbare Datei, und %2 ist keine</translation>
    </message>
    <message>
        <source>cannot open the window: %1 takes a file of at most %2 MB, and %3 is larger</source>
        <translation>das Fenster kann nicht geöffnet werden: %1 nimmt eine Datei von höchstens %2 MB, und %3 ist größer</translation>
    </message>
    <message>
        <source>the command %1 takes its deal after it, as in: %2</source>
        <translation>die Verteilung muss nach dem Befehl %1 stehen, etwa: %2</translation>
    </message>
    <message>
        <source>Quarante Voleurs is already open: its window is now in front.</source>
        <translation>Quarante Voleurs ist bereits geöffnet: Sein Fenster wurde in den Vordergrund geholt.</translation>
    </message>
    <message>
        <source>cannot open the window: Qt has no style %1 here (it has %2)</source>
        <translation>das Fenster kann nicht geöffnet werden: Qt hat hier keinen Stil %1 (vorhanden: %2)</translation>
    </message>
    <message>
        <source>bad deal file %1: %2</source>
        <translation>ungültige Verteilungsdatei %1: %2</translation>
    </message>
    <message>
        <source>%1 (ruleset %2)</source>
        <translation>%1 (Regelvariante %2)</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>stock, first drawn first: %1</source>
        <translation>Talon, in Ziehreihenfolge: %1</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>eigene Verteilung</translation>
    </message>
    <message>
        <source>not a move: %1 (piles: s, w, c1..c10, f1..f8; moves like w-c3, c3-f1, s-w)</source>
        <translation>kein Zug: %1 (Stapel: s, w, c1..c10, f1..f8; Züge wie w-c3, c3-f1, s-w)</translation>
    </message>
    <message>
        <source>no legal move left</source>
        <translation>kein Zug mehr möglich</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>nicht gewonnen</translation>
    </message>
    <message>
        <source>%1: moves played: %2, move counter: %3, score: %4, %5</source>
        <translation>%1: gespielte Züge: %2, Zugzähler: %3, Punkte: %4, %5</translation>
    </message>
    <message>
        <source>not a number of seconds: %1</source>
        <translation>keine gültige Sekundenzahl: %1</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 and at most %1 seconds, not %2</source>
        <translation>das Zeitlimit muss größer als 0 und höchstens %1 Sekunden sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: %2 in %3 s, positions examined: %4</source>
        <translation>%1: %2 (%3 s, untersuchte Stellungen: %4)</translation>
    </message>
    <message>
        <source>Qt cannot start: missing system libraries: %1</source>
        <translation>Qt kann nicht starten: es fehlen Systembibliotheken: %1</translation>
    </message>
    <message>
        <source>Qt cannot start: missing system libraries: %1; on Debian or Ubuntu install them with: %2</source>
        <translation>Qt kann nicht starten: es fehlen Systembibliotheken: %1; unter Debian oder Ubuntu installieren Sie sie mit: %2</translation>
    </message>
    <message>
        <source>Qt cannot start: %1</source>
        <translation>Qt kann nicht starten: %1</translation>
    </message>
    <message>
        <source>cannot open the window: Qt has no platform %1 here (it has %2)</source>
        <translation>das Fenster kann nicht geöffnet werden: Qt hat hier keine Plattform %1 (vorhanden: %2)</translation>
    </message>
    <message>
        <source>cannot open the window: QT_QPA_PLATFORM=%1 asks for a display that is not set (%2); unset QT_QPA_PLATFORM to use the one there is</source>
        <translation>das Fenster kann nicht geöffnet werden: QT_QPA_PLATFORM=%1 verlangt einen Bildschirm, der nicht gesetzt ist (%2); entfernen Sie QT_QPA_PLATFORM, um den vorhandenen zu nutzen</translation>
    </message>
    <message>
        <source>cannot open the window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); the commands work without one (see &apos;%1&apos;)</source>
        <translation>das Fenster kann nicht geöffnet werden: kein Bildschirm (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt); die Befehle funktionieren auch ohne (siehe &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display WAYLAND_DISPLAY=%1 is looked for in XDG_RUNTIME_DIR, which is not set; the commands work without one (see &apos;%2&apos;)</source>
        <translation>das Fenster kann nicht geöffnet werden: der Bildschirm WAYLAND_DISPLAY=%1 wird in XDG_RUNTIME_DIR gesucht, und das ist nicht gesetzt; die Befehle funktionieren auch ohne (siehe &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display %1=%2 refused the connection (may this user use it? see XAUTHORITY); the commands work without one (see &apos;%3&apos;)</source>
        <translation>das Fenster kann nicht geöffnet werden: der Bildschirm %1=%2 hat die Verbindung abgelehnt (darf dieser Benutzer ihn verwenden? siehe XAUTHORITY); die Befehle funktionieren auch ohne (siehe &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display %1=%2 does not answer (is its server running?); the commands work without one (see &apos;%3&apos;)</source>
        <translation>das Fenster kann nicht geöffnet werden: der Bildschirm %1=%2 antwortet nicht (läuft sein Server?); die Befehle funktionieren auch ohne (siehe &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>symbolic links lead round in a loop</source>
        <translation>symbolische Verknüpfungen verweisen im Kreis aufeinander</translation>
    </message>
    <message>
        <source>an input/output error (a fault of the disk or the device)</source>
        <translation>ein Ein-/Ausgabefehler (ein Fehler des Datenträgers oder des Geräts)</translation>
    </message>
    <message>
        <source>the file has grown too large</source>
        <translation>die Datei ist zu groß geworden</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>es sind zu viele Dateien geöffnet</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>nicht genug Arbeitsspeicher</translation>
    </message>
    <message>
        <source>no permission</source>
        <translation>keine Berechtigung</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>Systemfehler %1</translation>
    </message>
    <message>
        <source>standard output is closed</source>
        <translation>die Standardausgabe ist geschlossen</translation>
    </message>
    <message>
        <source>the output could not be written: %1</source>
        <translation>die Ausgabe konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 needs a framebuffer device, and there is no %2; the commands work without one (see &apos;%3&apos;)</source>
        <translation>das Fenster kann nicht geöffnet werden: die Qt-Plattform %1 braucht ein Framebuffer-Gerät, und %2 gibt es nicht; die Befehle funktionieren auch ohne (siehe &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 needs a framebuffer device, and %2 is not one; the commands work without one (see &apos;%3&apos;)</source>
        <translation>das Fenster kann nicht geöffnet werden: die Qt-Plattform %1 braucht ein Framebuffer-Gerät, und %2 ist keines; die Befehle funktionieren auch ohne (siehe &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 cannot open the framebuffer device %2 (%3); the commands work without one (see &apos;%4&apos;)</source>
        <translation>das Fenster kann nicht geöffnet werden: die Qt-Plattform %1 kann das Framebuffer-Gerät %2 nicht öffnen (%3); die Befehle funktionieren auch ohne (siehe &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 finds no screen it can use here; the commands work without one (see &apos;%2&apos;)</source>
        <translation>das Fenster kann nicht geöffnet werden: die Qt-Plattform %1 findet hier keinen Bildschirm, den sie nutzen kann; die Befehle funktionieren auch ohne (siehe &apos;%2&apos;)</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>Quarante Voleurs (Forty Thieves), the two-deck patience game, with a solver.</source>
        <translation>Quarante Voleurs (Vierzig Räuber), die Patience mit zwei Kartenspielen, mit einem Lösungsprogramm.</translation>
    </message>
    <message>
        <source>Without a COMMAND, qvoleurs opens the game window. With a COMMAND it answers on the command line and opens no window (and needs no display).</source>
        <translation>Ohne COMMAND öffnet qvoleurs das Spielfenster. Mit einem COMMAND antwortet es auf der Befehlszeile und öffnet kein Fenster (und braucht keinen Bildschirm).</translation>
    </message>
    <message>
        <source>CODE|FILE names a deal: either a deal code such as FT1-N-AAAAAAV (FT1, the ruleset N or S, and seven characters; the game&apos;s Game menu copies the code of the deal on the table), or a JSON file holding a deal, as `qvoleurs deal CODE --json` prints it (any layout of two full decks). An argument ending in .json, holding a slash, or naming an existing file is read as a file.</source>
        <translation>CODE|FILE nennt eine Verteilung: entweder einen Partiecode wie FT1-N-AAAAAAV (FT1, die Regelvariante N oder S und sieben Zeichen; im Spielfenster kopiert das Menü Spiel den Code der Verteilung auf dem Tisch) oder eine JSON-Datei mit einer Verteilung, wie `qvoleurs deal CODE --json` sie ausgibt (jede Auslage zweier vollständiger Kartenspiele). Ein Argument, das auf .json endet, einen Schrägstrich enthält oder eine vorhandene Datei nennt, wird als Datei gelesen.</translation>
    </message>
    <message>
        <source>The commands solve and describe also take a position in a game: a deal file with cards on the waste or the foundations, or the whole output of `qvoleurs replay CODE MOVE... --json`. The moves solve prints then start from that position.</source>
        <translation>Die Befehle solve und describe nehmen auch eine Stellung aus einer Partie an: eine Verteilungsdatei mit Karten auf dem Ablagestapel oder den Fundamenten oder die ganze Ausgabe von `qvoleurs replay CODE MOVE... --json`. Die Züge, die solve dann ausgibt, beginnen bei dieser Stellung.</translation>
    </message>
    <message>
        <source>Moves (replay) are written s-w (draw), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (a supermove of three cards); piles s, w, c1 to c10, f1 to f8.</source>
        <translation>Züge (replay) schreibt man so: s-w (eine Karte aufdecken), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (ein Supermove mit drei Karten); Stapel: s, w, c1 bis c10, f1 bis f8.</translation>
    </message>
    <message>
        <source>Exit status: 0 done, 1 an illegal move in replay or an output that could not be written, 2 bad input (one line on standard error), or no display or missing system libraries for the window, 130 stopped by Ctrl+C.</source>
        <translation>Rückgabewert: 0 erledigt, 1 ein unerlaubter Zug in replay oder eine Ausgabe, die nicht geschrieben werden konnte, 2 eine fehlerhafte Eingabe (eine Zeile auf der Standardfehlerausgabe) oder für das Fenster kein Bildschirm oder fehlende Systembibliotheken, 130 mit Strg+C abgebrochen.</translation>
    </message>
    <message>
        <source>Each command has its own help: qvoleurs COMMAND --help.</source>
        <translation>Jeder Befehl hat seine eigene Hilfe: qvoleurs COMMAND --help.</translation>
    </message>
    <message>
        <source>a deal code such as FT1-N-AAAAAAV, or a deal JSON file (see qvoleurs --help)</source>
        <translation>ein Partiecode wie FT1-N-AAAAAAV oder eine JSON-Datei mit einer Verteilung (siehe qvoleurs --help)</translation>
    </message>
    <message>
        <source>a deal code such as FT1-N-AAAAAAV, a deal JSON file, or a position in a game (see qvoleurs --help)</source>
        <translation>ein Partiecode wie FT1-N-AAAAAAV, eine JSON-Datei mit einer Verteilung oder eine Stellung aus einer Partie (siehe qvoleurs --help)</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>JSON ausgeben</translation>
    </message>
    <message>
        <source>open the window on the deal of this code, such as FT1-N-AAAAAAV (a game in progress is asked about first, as New Game from Code asks); qvoleurs CODE does the same</source>
        <translation>das Fenster mit der Verteilung dieses Codes öffnen, etwa FT1-N-AAAAAAV (bei einer laufenden Partie wird zuerst gefragt, wie bei „Neue Partie aus Code“); qvoleurs CODE tut dasselbe</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer des Programms anzeigen und beenden</translation>
    </message>
    <message>
        <source>language of a command&apos;s text, and of the window where Preferences ▸ Language follows the system (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)</source>
        <translation>Sprache des Textes eines Befehls und des Fensters, wenn Einstellungen ▸ Sprache dem System folgt (Standard: aus LANGUAGE, LC_ALL, LC_MESSAGES oder LANG, sonst en)</translation>
    </message>
    <message>
        <source>the layout of a deal</source>
        <translation>die Auslage einer Verteilung</translation>
    </message>
    <message>
        <source>Print the layout of a deal (CODE or FILE).</source>
        <translation>Die Auslage einer Verteilung (CODE oder FILE) ausgeben.</translation>
    </message>
    <message>
        <source>the board read out as text</source>
        <translation>der Spieltisch als Text</translation>
    </message>
    <message>
        <source>Read the board of a deal out as text.</source>
        <translation>Den Spieltisch einer Verteilung als Text ausgeben.</translation>
    </message>
    <message>
        <source>play moves from a deal and report the result</source>
        <translation>Züge ab einer Verteilung spielen und das Ergebnis melden</translation>
    </message>
    <message>
        <source>Play MOVEs from a deal and report the score and the state; exit 1 at an illegal move.</source>
        <translation>MOVEs ab einer Verteilung spielen und Punkte und Stand melden; Rückgabewert 1 bei einem unerlaubten Zug.</translation>
    </message>
    <message>
        <source>moves like s-w w-c3 c3-f1</source>
        <translation>Züge wie s-w w-c3 c3-f1</translation>
    </message>
    <message>
        <source>a winning line, a proof that none exists, or unknown</source>
        <translation>ein Gewinnweg, ein Beweis, dass es keinen gibt, oder ungeklärt</translation>
    </message>
    <message>
        <source>Search a deal for a winning line and print it, or prove that none exists; the result is unknown when the time limit runs out first.</source>
        <translation>Eine Verteilung nach einem Gewinnweg durchsuchen und ihn ausgeben oder beweisen, dass es keinen gibt; das Ergebnis ist ungeklärt, wenn das Zeitlimit vorher abläuft.</translation>
    </message>
    <message>
        <source>seconds to search, more than 0 and at most 86400 (a day); default 10</source>
        <translation>Sekunden für die Suche, mehr als 0 und höchstens 86400 (ein Tag); Standard 10</translation>
    </message>
    <message>
        <source>language of the text (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)</source>
        <translation>Sprache des Textes (Standard: aus LANGUAGE, LC_ALL, LC_MESSAGES oder LANG, sonst en)</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type a deal code, like FT1-N-AAAAAAV.</source>
        <translation>Geben Sie einen Partiecode ein, etwa FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code. A deal code looks like FT1-N-AAAAAAV: FT1, the rules letter, seven characters.</source>
        <translation>%1 ist kein Partiecode. Ein Partiecode sieht aus wie FT1-N-AAAAAAV: FT1, der Regelbuchstabe, sieben Zeichen.</translation>
    </message>
    <message>
        <source>%1 is not a deal code this game knows: deal codes start with FT1, not %2.</source>
        <translation>%1 ist kein Partiecode, den dieses Spiel kennt: Partiecodes beginnen mit FT1, nicht mit %2.</translation>
    </message>
    <message>
        <source>%1 names rules “%2”, which this game does not know. The rules letter is one of %3.</source>
        <translation>%1 nennt die Regeln „%2“, die dieses Spiel nicht kennt. Der Regelbuchstabe ist einer von %3.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: “%2” never appears in one. After the rules letter come seven of the letters A to Z and the digits 2 to 7.</source>
        <translation>%1 ist kein Partiecode: „%2“ kommt darin nie vor. Nach dem Regelbuchstaben folgen sieben Zeichen aus den Buchstaben A bis Z und den Ziffern 2 bis 7.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a space in it. A deal code has no spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 ist kein Partiecode: Er enthält ein Leerzeichen. Ein Partiecode hat keine Leerzeichen, etwa FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a tab in it. A deal code has no tabs or spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 ist kein Partiecode: Er enthält einen Tabulator. Ein Partiecode hat keine Tabulatoren oder Leerzeichen, etwa FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a line break in it. A deal code is one line with no spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 ist kein Partiecode: Er enthält einen Zeilenumbruch. Ein Partiecode ist eine Zeile ohne Leerzeichen, etwa FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: a deal code has %3 characters after the rules letter, and this one has %2.</source>
        <translation>%1 ist kein Partiecode: Ein Partiecode hat nach dem Regelbuchstaben %3 Zeichen, dieser hat %2.</translation>
    </message>
    <message>
        <source>There is no deal number %1: deal numbers go from 0 to %2.</source>
        <translation>Es gibt keine Verteilung mit der Nummer %1: Die Verteilungsnummern reichen von 0 bis %2.</translation>
    </message>
</context>
<context>
    <name>DealCodeDialog</name>
    <message>
        <source>New Game from Code</source>
        <translation>Neue Partie aus Code</translation>
    </message>
    <message>
        <source>Deal code (like FT1-N-AAAAAAV):</source>
        <translation>Partiecode (z.&#xa0;B. FT1-N-AAAAAAV):</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>Kein gültiger Partiecode</translation>
    </message>
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>bad deal file %1: it names rules %2, which this game does not know (it knows %3)</source>
        <translation>ungültige Verteilungsdatei %1: sie nennt die Regeln %2, die dieses Spiel nicht kennt (es kennt %3)</translation>
    </message>
    <message>
        <source>bad deal file %1: a deal starts with an empty waste and empty foundations</source>
        <translation>ungültige Verteilungsdatei %1: eine Verteilung beginnt mit leerem Ablagestapel und leeren Fundamenten</translation>
    </message>
    <message>
        <source>bad deal file %1: it must hold one JSON object with the columns and the stock</source>
        <translation>ungültige Verteilungsdatei %1: sie muss ein JSON-Objekt mit den Spalten und dem Talon enthalten</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste must be a list of cards, empty in a deal</source>
        <translation>ungültige Verteilungsdatei %1: ihr Ablagestapel muss eine Liste von Karten sein, zu Beginn einer Partie leer</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundations must be a list of %2 lists of cards, empty in a deal</source>
        <translation>ungültige Verteilungsdatei %1: ihre Fundamente müssen eine Liste von %2 Kartenlisten sein, zu Beginn einer Partie leer</translation>
    </message>
    <message>
        <source>bad deal file %1: its columns must be a list of %2 lists of cards</source>
        <translation>ungültige Verteilungsdatei %1: ihre Spalten müssen eine Liste von %2 Kartenlisten sein</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock must be a list of cards</source>
        <translation>ungültige Verteilungsdatei %1: ihr Talon muss eine Liste von Karten sein</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 is not a list of cards</source>
        <translation>ungültige Verteilungsdatei %1: ihre Spalte %2 ist keine Liste von Karten</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 holds %3, which is not a card (a card is written like TH or 2S)</source>
        <translation>ungültige Verteilungsdatei %1: ihre Spalte %2 enthält %3, und das ist keine Karte (eine Karte schreibt man wie TH oder 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock holds %2, which is not a card (a card is written like TH or 2S)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Talon enthält %2, und das ist keine Karte (eine Karte schreibt man wie TH oder 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 holds %3 a third time (two decks hold each card twice)</source>
        <translation>ungültige Verteilungsdatei %1: ihre Spalte %2 enthält %3 ein drittes Mal (zwei Kartenspiele enthalten jede Karte zweimal)</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock holds %2 a third time (two decks hold each card twice)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Talon enthält %2 ein drittes Mal (zwei Kartenspiele enthalten jede Karte zweimal)</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste holds %2, which is not a card (a card is written like TH or 2S)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Ablagestapel enthält %2, und das ist keine Karte (eine Karte schreibt man wie TH oder 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3, which is not a card (a card is written like TH or 2S)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Fundament %2 enthält %3, und das ist keine Karte (eine Karte schreibt man wie TH oder 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste holds %2 a third time (two decks hold each card twice)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Ablagestapel enthält %2 ein drittes Mal (zwei Kartenspiele enthalten jede Karte zweimal)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 a third time (two decks hold each card twice)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Fundament %2 enthält %3 ein drittes Mal (zwei Kartenspiele enthalten jede Karte zweimal)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 where %4 belongs (foundations 1 to 8 are spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Fundament %2 enthält %3, wo %4 hingehört (die Fundamente 1 bis 8 sind Pik, Herz, Karo, Kreuz, Pik, Herz, Karo und Kreuz)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 where %4 belongs (a foundation is built up in its suit from the ace, one rank at a time)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Fundament %2 enthält %3, wo %4 hingehört (ein Fundament wird in seiner Kartenfarbe lückenlos vom Ass aufwärts aufgebaut)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 above its king (a foundation ends with the king)</source>
        <translation>ungültige Verteilungsdatei %1: ihr Fundament %2 enthält %3 über seinem König (ein Fundament endet mit dem König)</translation>
    </message>
    <message>
        <source>bad deal file %1: its state must be a JSON object with the columns, the stock, the waste and the foundations, as replay --json prints it</source>
        <translation>ungültige Verteilungsdatei %1: ihr Feld state muss ein JSON-Objekt mit den Spalten, dem Talon, dem Ablagestapel und den Fundamenten sein, wie replay --json es ausgibt</translation>
    </message>
    <message>
        <source>bad deal file %1: a deal has %2 cards (two full decks), this one %3</source>
        <translation>ungültige Verteilungsdatei %1: eine Verteilung hat %2 Karten (zwei volle Kartenspiele), diese %3</translation>
    </message>
    <message>
        <source>bad deal file %1: its code %2 is not a deal code this game knows</source>
        <translation>ungültige Verteilungsdatei %1: ihr Code %2 ist kein Partiecode, den dieses Spiel kennt</translation>
    </message>
    <message>
        <source>bad deal file %1: its number %2 is not a whole number</source>
        <translation>ungültige Verteilungsdatei %1: ihre Nummer %2 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>bad deal file %1: its number is out of range: deal numbers go from 0 to %2</source>
        <translation>ungültige Verteilungsdatei %1: ihre Nummer liegt außerhalb des Bereichs: Die Verteilungsnummern reichen von 0 bis %2</translation>
    </message>
</context>
<context>
    <name>FileNotices</name>
    <message>
        <source>Quarante Voleurs may neither read nor write in its folder %1 (no permission): your saved game and statistics there are left as they are, and this window will save neither its game nor the statistics. To play on with them, give yourself permission on that folder.</source>
        <translation>Quarante Voleurs darf in seinem Ordner %1 weder lesen noch schreiben (keine Berechtigung): Ihre gespeicherte Partie und Ihre Statistik dort bleiben unverändert, und dieses Fenster speichert weder seine Partie noch die Statistik. Um damit weiterzuspielen, erteilen Sie sich die Berechtigung für diesen Ordner.</translation>
    </message>
    <message>
        <source>Quarante Voleurs is already running in another window. This one will not save its game or the statistics until that window closes.</source>
        <translation>Quarante Voleurs läuft bereits in einem anderen Fenster. Dieses speichert weder seine Partie noch die Statistik, bis jenes Fenster geschlossen wird.</translation>
    </message>
    <message>
        <source>Quarante Voleurs could not check whether it is already running (%1). Do not open the game twice.</source>
        <translation>Quarante Voleurs konnte nicht prüfen, ob es bereits läuft (%1). Öffnen Sie das Spiel nicht zweimal.</translation>
    </message>
    <message>
        <source>The other window of Quarante Voleurs has closed: this one now saves its game and the statistics.</source>
        <translation>Das andere Fenster von Quarante Voleurs wurde geschlossen: Dieses speichert jetzt seine Partie und die Statistik.</translation>
    </message>
    <message>
        <source>The other window&apos;s game was kept as %1.</source>
        <translation>Die Partie des anderen Fensters wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder: %1 leads to %2, which is not there. Make %2 (or connect the drive it is on) or remove the link, or your game and your statistics will not be kept after you quit.</source>
        <translation>Quarante Voleurs kann nicht in seinen Ordner schreiben: %1 verweist auf %2, das es nicht gibt. Legen Sie %2 an (oder schließen Sie das Laufwerk an, auf dem es liegt) oder entfernen Sie die Verknüpfung, sonst bleiben Ihre Partie und Ihre Statistik nach dem Beenden nicht erhalten.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder: %1 is not a folder. Move or rename it, or your game and your statistics will not be kept after you quit.</source>
        <translation>Quarante Voleurs kann nicht in seinen Ordner schreiben: %1 ist kein Ordner. Verschieben oder benennen Sie es um, sonst bleiben Ihre Partie und Ihre Statistik nach dem Beenden nicht erhalten.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot make its folder in %1 (%2): nothing you play will be kept after you quit.</source>
        <translation>Quarante Voleurs kann seinen Ordner in %1 nicht anlegen (%2): Was Sie spielen, bleibt nach dem Beenden nicht erhalten.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder %1 (%2): nothing you play from now on will be kept after you quit; what was saved before stays as it is.</source>
        <translation>Quarante Voleurs kann nicht in seinen Ordner %1 schreiben (%2): Was Sie ab jetzt spielen, bleibt nach dem Beenden nicht erhalten; was vorher gespeichert wurde, bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>Your game and your statistics could not be saved (%1): if you quit now, they will not be kept.</source>
        <translation>Ihre Partie und Ihre Statistik konnten nicht gespeichert werden (%1): Wenn Sie jetzt beenden, bleiben sie nicht erhalten.</translation>
    </message>
    <message>
        <source>Your game is saved again.</source>
        <translation>Ihre Partie wird wieder gespeichert.</translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Ihre Einstellungen werden wieder gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics are saved again.</source>
        <translation>Ihre Statistik wird wieder gespeichert.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the folder may not be written to</source>
        <translation>in den Ordner darf nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the folder&apos;s path is too long</source>
        <translation>der Pfad des Ordners ist zu lang</translation>
    </message>
    <message>
        <source>%1 leads to %2, which is not there</source>
        <translation>%1 verweist auf %2, das es nicht gibt</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>the disk refused it</source>
        <translation>der Datenträger hat es abgelehnt</translation>
    </message>
    <message>
        <source>Make %2 (or connect the drive it is on), or remove the link %1.</source>
        <translation>Legen Sie %2 an (oder schließen Sie das Laufwerk an, auf dem es liegt), oder entfernen Sie die Verknüpfung %1.</translation>
    </message>
    <message>
        <source>Move or rename %1 so that Quarante Voleurs can make its folder there.</source>
        <translation>Verschieben oder benennen Sie %1 um, damit Quarante Voleurs dort seinen Ordner anlegen kann.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The save before it was kept as %1.</source>
        <translation>Der Spielstand davor wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your saved game was missing and the save before it could not be read (no permission). That save is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Ihre gespeicherte Partie fehlte und der Spielstand davor konnte nicht gelesen werden (keine Berechtigung). Er bleibt unverändert, und dieses Fenster speichert weder seine Partie noch die Statistik.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, and the save before it could not be read (no permission). That save is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Ihre gespeicherte Partie war nicht brauchbar, und der Spielstand davor konnte nicht gelesen werden (keine Berechtigung). Er bleibt unverändert, und dieses Fenster speichert weder seine Partie noch die Statistik.</translation>
    </message>
    <message>
        <source>Your saved game was missing, so the save before it was restored.</source>
        <translation>Ihre gespeicherte Partie fehlte, daher wurde der Spielstand davor wiederhergestellt.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so the save before it was restored.</source>
        <translation>Ihre gespeicherte Partie war beschädigt, daher wurde der Spielstand davor wiederhergestellt.</translation>
    </message>
    <message>
        <source>Your saved game was missing and the save before it was damaged, so a new game was dealt.</source>
        <translation>Ihre gespeicherte Partie fehlte und der Spielstand davor war beschädigt, daher wurde eine neue Partie ausgeteilt.</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be restored, so a new game was dealt.</source>
        <translation>Ihre gespeicherte Partie war beschädigt und konnte nicht wiederhergestellt werden, daher wurde eine neue Partie ausgeteilt.</translation>
    </message>
    <message>
        <source>Your settings were damaged, so the settings saved before them were restored.</source>
        <translation>Ihre Einstellungen waren beschädigt, daher wurde der Stand davor wiederhergestellt.</translation>
    </message>
    <message>
        <source>Your settings were damaged, so the defaults are used.</source>
        <translation>Ihre Einstellungen waren beschädigt, daher gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Your statistics were missing, so the copy saved before them was restored.</source>
        <translation>Ihre Statistik fehlte, daher wurde der Stand davor wiederhergestellt.</translation>
    </message>
    <message>
        <source>Your statistics were damaged, so the copy saved before them was restored.</source>
        <translation>Ihre Statistik war beschädigt, daher wurde der Stand davor wiederhergestellt.</translation>
    </message>
    <message>
        <source>Part of your statistics was damaged, so only that part was dropped and the rest was kept.</source>
        <translation>Ein Teil Ihrer Statistik war beschädigt, daher wurde nur dieser Teil verworfen und der Rest behalten.</translation>
    </message>
    <message>
        <source>Your statistics were damaged, so they start again from zero.</source>
        <translation>Ihre Statistik war beschädigt, daher beginnt sie wieder bei null.</translation>
    </message>
    <message>
        <source>Your saved game was made by a newer version of Quarante Voleurs. It is left as it is for that version, and this window will save neither its game nor the statistics.</source>
        <translation>Ihre gespeicherte Partie stammt von einer neueren Version von Quarante Voleurs. Sie bleibt für diese Version unverändert, und dieses Fenster speichert weder seine Partie noch die Statistik.</translation>
    </message>
    <message>
        <source>Your settings were made by a newer version of Quarante Voleurs, so the defaults are used. The file is left as it is for that version, and changes will not be saved.</source>
        <translation>Ihre Einstellungen stammen von einer neueren Version von Quarante Voleurs, daher gelten die Standardwerte. Die Datei bleibt für diese Version unverändert, und Änderungen werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics were made by a newer version of Quarante Voleurs. They are left as they are for that version, and the games of this session will not be counted.</source>
        <translation>Ihre Statistik stammt von einer neueren Version von Quarante Voleurs. Sie bleibt für diese Version unverändert, und die Partien dieser Sitzung werden nicht gezählt.</translation>
    </message>
    <message>
        <source>Your saved game could not be read (no permission). It is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Ihre gespeicherte Partie konnte nicht gelesen werden (keine Berechtigung). Sie bleibt unverändert, und dieses Fenster speichert weder seine Partie noch die Statistik.</translation>
    </message>
    <message>
        <source>Your settings could not be read (no permission), so the defaults are used. The file is left as it is, and changes will not be saved.</source>
        <translation>Ihre Einstellungen konnten nicht gelesen werden (keine Berechtigung), daher gelten die Standardwerte. Die Datei bleibt unverändert, und Änderungen werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (no permission). They are left as they are, and the games of this session will not be counted.</source>
        <translation>Ihre Statistik konnte nicht gelesen werden (keine Berechtigung). Sie bleibt unverändert, und die Partien dieser Sitzung werden nicht gezählt.</translation>
    </message>
    <message>
        <source>Your game could not be saved as you left it (%1).</source>
        <translation>Ihre Partie konnte nicht so gespeichert werden, wie Sie sie verlassen haben (%1).</translation>
    </message>
    <message>
        <source>The window&apos;s size and place could not be saved (%1).</source>
        <translation>Größe und Position des Fensters konnten nicht gespeichert werden (%1).</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1): your changes are not kept.</source>
        <translation>Ihre Einstellungen konnten nicht gespeichert werden (%1): Ihre Änderungen sind nicht erhalten.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1): the games of this session are not kept.</source>
        <translation>Ihre Statistik konnte nicht gespeichert werden (%1): Die Partien dieser Sitzung sind nicht erhalten.</translation>
    </message>
    <message>
        <source>Your game could not be saved (%1): if you quit now, it will not be kept.</source>
        <translation>Ihre Partie konnte nicht gespeichert werden (%1): Wenn Sie jetzt beenden, bleibt sie nicht erhalten.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1): your changes will not be kept after you quit.</source>
        <translation>Ihre Einstellungen konnten nicht gespeichert werden (%1): Ihre Änderungen bleiben nach dem Beenden nicht erhalten.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1): the games of this session will not be kept after you quit.</source>
        <translation>Ihre Statistik konnte nicht gespeichert werden (%1): Die Partien dieser Sitzung bleiben nach dem Beenden nicht erhalten.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>New Game from &amp;Code…</source>
        <translation>Neue Partie aus &amp;Code…</translation>
    </message>
    <message>
        <source>Cop&amp;y Deal Code</source>
        <translation>Partiecode &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <translation>Verteilung von &amp;vorn beginnen</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Draw a Card</source>
        <translation>Karte &amp;aufdecken</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Read the &amp;Board</source>
        <translation>&amp;Spieltisch als Text</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About Quarante Voleurs</source>
        <translation>&amp;Über Quarante Voleurs</translation>
    </message>
    <message>
        <source>The deal code: select it to copy it, or use Game ▸ Copy Deal Code</source>
        <translation>Der Partiecode: zum Kopieren markieren oder Spiel ▸ Partiecode kopieren wählen</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Arrow keys move between the piles, Space picks up and puts down, Enter plays a card, %1 draws a card, %2 gives a hint, Ctrl+B shows the whole board as text.</source>
        <translation>Die Pfeiltasten wechseln zwischen den Stapeln, die Leertaste nimmt auf und legt ab, die Eingabetaste spielt eine Karte, %1 deckt eine Karte auf, %2 gibt einen Tipp, Strg+B zeigt den ganzen Spieltisch als Text.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Close this message (Esc)</source>
        <translation>Diese Meldung schließen (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 — Quarante Voleurs</source>
        <translation>%1 — Quarante Voleurs</translation>
    </message>
    <message>
        <source>The stock is used up and none of the moves left can win the game. Undo some moves to try another way, or start a new game.</source>
        <translation>Der Talon ist aufgebraucht, und keiner der verbleibenden Züge kann die Partie noch gewinnen. Machen Sie Züge rückgängig, um es anders zu versuchen, oder beginnen Sie eine neue Partie.</translation>
    </message>
    <message>
        <source>No legal move is left. Undo some moves to try another way, or start a new game.</source>
        <translation>Es ist kein Zug mehr möglich. Machen Sie Züge rückgängig, um es anders zu versuchen, oder beginnen Sie eine neue Partie.</translation>
    </message>
    <message>
        <source>You won! All 104 cards are home. Score: %1</source>
        <translation>Gewonnen! Alle 104 Karten liegen auf den Fundamenten. Punkte: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Talon: leer</translation>
    </message>
    <message>
        <source>%1 goes onto no card, only into an empty column.</source>
        <translation>%1 passt auf keine Karte, nur in eine leere Spalte.</translation>
    </message>
    <message>
        <source>%1 goes only onto %2.</source>
        <translation>%1 passt nur auf %2.</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>Eine neue beste Punktzahl!</translation>
    </message>
    <message>
        <source>Your fewest moves yet!</source>
        <translation>So wenige Züge wie noch nie!</translation>
    </message>
    <message>
        <source>Your best time yet!</source>
        <translation>Ihre beste Zeit bisher!</translation>
    </message>
    <message>
        <source>With Tab: %1</source>
        <translation>Mit Tab: %1</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start deal %1 instead?</source>
        <translation>Die laufende Partie zählt als verloren. Stattdessen die Verteilung %1 beginnen?</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Forty Thieves, the two-deck patience game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It comes with absolutely no warranty.&lt;/p&gt;&lt;p&gt;Qt %2, Python %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Vierzig Räuber, die Patience mit zwei Kartenspielen.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder neuer. Sie wird ohne jede Gewährleistung bereitgestellt.&lt;/p&gt;&lt;p&gt;Qt %2, Python %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Full screen: press %1 or Esc to leave it, or move the pointer to the top edge for the menus</source>
        <translation>Vollbild: %1 oder Esc drücken, um es zu verlassen, oder den Mauszeiger an den oberen Rand bewegen, um die Menüs zu sehen</translation>
    </message>
    <message>
        <source>Full screen left</source>
        <translation>Vollbild beendet</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Eigene Verteilung</translation>
    </message>
    <message>
        <source>Your game is back as you left it, at move %1.</source>
        <translation>Ihre Partie ist wieder da, so wie Sie sie verlassen haben, bei Zug %1.</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts wiederherzustellen</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Partiecode: %1</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Diese Partie aufgeben?</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start another one?</source>
        <translation>Die laufende Partie zählt als verloren. Eine neue beginnen?</translation>
    </message>
    <message>
        <source>Deal code copied</source>
        <translation>Partiecode kopiert</translation>
    </message>
    <message>
        <source>The Board</source>
        <translation>Der Spieltisch</translation>
    </message>
    <message>
        <source>About Quarante Voleurs</source>
        <translation>Über Quarante Voleurs</translation>
    </message>
    <message>
        <source>Full screen: press %1 or Esc to leave it</source>
        <translation>Vollbild: %1 oder Esc drücken, um es zu verlassen</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Nothing more to undo: the undo limit is set in the preferences</source>
        <translation>Grenze für Rückgängig erreicht (siehe Einstellungen)</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Diese Verteilung von vorn beginnen?</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start this deal again from the beginning?</source>
        <translation>Die laufende Partie zählt als verloren. Dieselbe Verteilung von vorn beginnen?</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Every setting is back to its default</source>
        <translation>Alle Einstellungen sind wieder auf ihren Standardwerten</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Standardwerte wiederherstellen</translation>
    </message>
</context>
<context>
    <name>RuleReminder</name>
    <message>
        <source>The card is already there.</source>
        <translation>Die Karte liegt bereits dort.</translation>
    </message>
    <message>
        <source>There is no card there to move.</source>
        <translation>Dort liegt keine Karte, die bewegt werden könnte.</translation>
    </message>
    <message>
        <source>No card ever goes back onto the stock.</source>
        <translation>Auf den Talon wird nie eine Karte zurückgelegt.</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>Es wird immer nur eine Karte auf einmal bewegt: die oberste Karte einer Spalte oder des Ablagestapels. Zwei aufeinanderfolgende Karten derselben Kartenfarbe müssen nacheinander bewegt werden.</translation>
    </message>
    <message>
        <source>Cards moved together must be a run in one suit, each one rank lower than the last.</source>
        <translation>Gemeinsam bewegte Karten müssen eine Folge derselben Kartenfarbe bilden, jede einen Rang niedriger als die vorige.</translation>
    </message>
    <message>
        <source>Not enough empty columns for that many cards: with one empty column you can move two cards, with two empty columns four, and so on; into an empty column half as many.</source>
        <translation>Nicht genug leere Spalten für so viele Karten: Mit einer leeren Spalte lassen sich zwei Karten bewegen, mit zwei leeren Spalten vier und so weiter; in eine leere Spalte halb so viele.</translation>
    </message>
    <message>
        <source>In a column a card goes on a card of the same suit one rank higher: spades 7 on spades 8, never on hearts 8.</source>
        <translation>In einer Spalte wird eine Karte auf eine Karte der gleichen Kartenfarbe mit dem nächsthöheren Rang gelegt: Pik-7 auf Pik-8, niemals auf Herz-8.</translation>
    </message>
    <message>
        <source>A card goes on a card of its suit exactly one rank higher: spades 7 only on spades 8.</source>
        <translation>Eine Karte wird auf die Karte ihrer Kartenfarbe mit dem nächsthöheren Rang gelegt: Pik-7 nur auf Pik-8.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace in a column: no card has a lower rank.</source>
        <translation>Auf ein Ass in einer Spalte kann nichts gelegt werden, da keine Karte einen niedrigeren Rang hat.</translation>
    </message>
    <message>
        <source>Each foundation has a fixed suit, from left to right: spades, hearts, diamonds, clubs, then spades, hearts, diamonds, clubs again.</source>
        <translation>Jedem Fundament ist eine feste Kartenfarbe zugeordnet, von links nach rechts: Pik, Herz, Karo, Kreuz, Pik, Herz, Karo und Kreuz.</translation>
    </message>
    <message>
        <source>A foundation is built up from ace to king: after the ace come 2, 3 and so on.</source>
        <translation>Ein Fundament wird vom Ass bis zum König aufgebaut: Auf das Ass folgen 2, 3 und so weiter.</translation>
    </message>
    <message>
        <source>A card from a foundation can only go back onto a column.</source>
        <translation>Eine Karte von einem Fundament kann nur auf eine Spalte zurückgelegt werden.</translation>
    </message>
    <message>
        <source>The game is won: all 104 cards are on the foundations.</source>
        <translation>Die Partie ist gewonnen: Alle 104 Karten liegen auf den Fundamenten.</translation>
    </message>
    <message>
        <source>This game has reached the most actions a saved game can hold (500,000). Undo a move to play on, or restart the deal.</source>
        <translation>Diese Partie hat die Höchstzahl an Aktionen erreicht, die eine gespeicherte Partie fassen kann (500.000). Machen Sie einen Zug rückgängig, um weiterzuspielen, oder beginnen Sie die Verteilung von vorn.</translation>
    </message>
    <message>
        <source>Only cards turned over from the stock go onto the waste.</source>
        <translation>Auf den Ablagestapel kommen nur Karten, die vom Talon aufgedeckt werden.</translation>
    </message>
    <message>
        <source>There is no second pass through the stock: once it is empty, each of its 64 cards has been turned over once.</source>
        <translation>Der Talon wird nur einmal durchlaufen: Ist er leer, wurde jede seiner 64 Karten genau einmal aufgedeckt.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played.</source>
        <translation>Nur die oberste Karte des Ablagestapels kann gespielt werden.</translation>
    </message>
    <message>
        <source>A run of cards moves only from column to column.</source>
        <translation>Eine Folge von Karten wird nur von Spalte zu Spalte bewegt.</translation>
    </message>
    <message>
        <source>A foundation starts with the ace of its suit.</source>
        <translation>Ein Fundament beginnt mit einem Ass seiner Kartenfarbe.</translation>
    </message>
    <message>
        <source>A click on the stock turns one card face up onto the waste.</source>
        <translation>Ein Klick auf den Talon deckt eine Karte auf den Ablagestapel auf.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Quarante Voleurs</source>
        <translation>Die Regeln von Quarante Voleurs</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Quarante Voleurs (Forty Thieves)</source>
        <translation>Quarante Voleurs (Vierzig Räuber)</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>Two full packs are shuffled together: 104 cards, every card twice. The aim is to build all 104 cards onto the eight foundations. One card moves at a time and the stock is gone through only once, so many deals cannot be won.</source>
        <translation>Zwei vollständige Kartenspiele werden zusammengemischt: 104 Karten, jede Karte zweimal. Ziel ist es, alle 104 Karten auf die 8 Fundamente zu legen. Es wird immer nur eine Karte bewegt, und der Talon wird nur einmal durchlaufen; viele Verteilungen sind deshalb nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Der Aufbau</translation>
    </message>
    <message>
        <source>Ten columns of four cards, all face up.</source>
        <translation>10 Spalten mit je 4 Karten, alle offen.</translation>
    </message>
    <message>
        <source>The stock: the other 64 cards, face down. The waste beside it starts empty.</source>
        <translation>Der Talon: die übrigen 64 Karten, verdeckt. Der Ablagestapel daneben ist zu Beginn leer.</translation>
    </message>
    <message>
        <source>Eight foundations, each with a fixed suit, left to right: spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs.</source>
        <translation>8 Fundamente mit je einer festen Kartenfarbe, von links nach rechts: Pik, Herz, Karo, Kreuz, Pik, Herz, Karo und Kreuz.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Die erlaubten Züge</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>Es wird immer nur eine Karte auf einmal bewegt: die oberste Karte einer Spalte oder des Ablagestapels. Zwei aufeinanderfolgende Karten werden nacheinander bewegt.</translation>
    </message>
    <message>
        <source>On a column, a card goes on the card of the **same suit** that is exactly **one rank higher**: spades 7 on spades 8, never on hearts 8. Nothing goes on an ace.</source>
        <translation>In einer Spalte wird eine Karte auf die Karte der **gleichen Kartenfarbe** mit dem **nächsthöheren Rang** gelegt: Pik-7 auf Pik-8, niemals auf Herz-8. Auf ein Ass kann nichts gelegt werden.</translation>
    </message>
    <message>
        <source>Any card may go into an empty column.</source>
        <translation>Eine leere Spalte nimmt jede beliebige Karte auf.</translation>
    </message>
    <message>
        <source>A foundation starts with the ace of its suit and is built up to the king.</source>
        <translation>Ein Fundament beginnt mit dem Ass seiner Kartenfarbe und wird bis zum König aufgebaut.</translation>
    </message>
    <message>
        <source>The top card of a foundation may come back onto a column where it fits; it costs 15 points.</source>
        <translation>Die oberste Karte eines Fundaments kann auf eine passende Spalte zurückgelegt werden; das kostet 15 Punkte.</translation>
    </message>
    <message>
        <source>The stock and the waste</source>
        <translation>Talon und Ablagestapel</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card face up onto the waste. Only the top card of the waste can be played. There is no redeal: once the 64 cards have been turned over, the stock stays empty.</source>
        <translation>Ein Klick auf den Talon deckt seine oberste Karte auf den Ablagestapel auf. Nur die oberste Karte des Ablagestapels kann gespielt werden. Der Talon kann nicht erneut durchlaufen werden: Sind die 64 Karten aufgedeckt, bleibt er leer.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <source>The game is won when all eight foundations hold their thirteen cards.</source>
        <translation>Die Partie ist gewonnen, wenn auf jedem der 8 Fundamente seine 13 Karten liegen.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Die Punktzahl</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>A card onto a foundation</source>
        <translation>Karte auf ein Fundament gelegt</translation>
    </message>
    <message>
        <source>A waste card onto a column</source>
        <translation>Karte vom Ablagestapel auf eine Spalte gelegt</translation>
    </message>
    <message>
        <source>A foundation card back onto a column</source>
        <translation>Karte von einem Fundament auf eine Spalte zurückgenommen</translation>
    </message>
    <message>
        <source>Column to column, drawing a card</source>
        <translation>Von Spalte zu Spalte, Nachziehen</translation>
    </message>
    <message>
        <source>The score starts at 0 and never goes below 0. There is no bonus for winning: a game won without taking cards back from the foundations scores 1040 (104 cards × 10) plus 5 for each waste card played to a column. A win with 29 waste cards played to columns scores 1040 + 29 × 5 = 1185.</source>
        <translation>Die Punktzahl beginnt bei 0 und sinkt nie unter 0. Es gibt keinen Gewinnbonus: Eine Partie, die gewonnen wird, ohne Karten von den Fundamenten zurückzunehmen, bringt 1040 Punkte (104 Karten × 10) plus 5 Punkte für jede Karte, die vom Ablagestapel auf eine Spalte gelegt wurde. Ein Sieg mit 29 solchen Karten ergibt 1040 + 29 × 5 = 1185 Punkte.</translation>
    </message>
    <message>
        <source>Undo and the move counter</source>
        <translation>Rückgängig und der Zugzähler</translation>
    </message>
    <message>
        <source>**Undo** (Ctrl+Z) takes back the last action, a move or a draw; **Redo** (Ctrl+Shift+Z) plays it again.</source>
        <translation>**Rückgängig** (Strg+Z) nimmt die letzte Aktion zurück, einen Zug oder das Aufdecken einer Karte; **Wiederherstellen** (Strg+Umschalt+Z) führt sie erneut aus.</translation>
    </message>
    <message>
        <source>The last 100 actions can be undone; in the preferences the undo history can be unlimited.</source>
        <translation>Die letzten 100 Aktionen lassen sich rückgängig machen; in den Einstellungen kann der Rückgängig-Verlauf unbegrenzt sein.</translation>
    </message>
    <message>
        <source>Undo puts the score back exactly where it was before the action. The move counter counts every action, draws included, and never goes down, not even on undo.</source>
        <translation>Rückgängig setzt die Punktzahl genau auf den Stand vor der Aktion zurück. Der Zugzähler zählt jede Aktion, auch das Nachziehen, und sinkt nie, auch nicht beim Rückgängigmachen.</translation>
    </message>
    <message>
        <source>Quit at any time: the next start brings back the game with its undo history.</source>
        <translation>Sie können jederzeit beenden: Beim nächsten Start ist die Partie samt Rückgängig-Verlauf wieder da.</translation>
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation>Spielen mit der Maus</translation>
    </message>
    <message>
        <source>**Click** a card to send it to a foundation; a waste card that no foundation takes goes to a column that takes it.</source>
        <translation>Eine Karte **anklicken** legt sie auf ein passendes Fundament; eine Karte vom Ablagestapel, die kein Fundament aufnimmt, kommt auf eine passende Spalte.</translation>
    </message>
    <message>
        <source>**Double-click** a card to send it to a foundation, else to the longest column that takes it, else to an empty column. Double-click can be switched off in the preferences.</source>
        <translation>**Doppelklick** auf eine Karte: Sie wird auf ein Fundament gelegt, andernfalls auf die längste passende Spalte, andernfalls in eine leere Spalte. Der Doppelklick lässt sich in den Einstellungen abschalten.</translation>
    </message>
    <message>
        <source>**Drag** a card onto a pile. While you drag, the piles that accept it light up (placement help).</source>
        <translation>Eine Karte auf einen Stapel **ziehen**. Beim Ziehen werden die Stapel hervorgehoben, die sie aufnehmen (Platzierungshilfe).</translation>
    </message>
    <message>
        <source>**Auto-place** (off by default, in the preferences): a card released where it cannot go goes to its best place instead, as a double-click would send it.</source>
        <translation>**Automatisch platzieren** (standardmäßig aus, in den Einstellungen): Eine Karte, die dort losgelassen wird, wo sie nicht liegen darf, kommt stattdessen auf ihren besten Platz, wie bei einem Doppelklick.</translation>
    </message>
    <message>
        <source>A refused move shows a short reminder of the rule it broke.</source>
        <translation>Nach einem abgelehnten Zug erinnert ein kurzer Hinweis an die verletzte Regel.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Spielen mit der Tastatur</translation>
    </message>
    <message>
        <source>The **arrow keys** move the focus between the piles.</source>
        <translation>Die **Pfeiltasten** bewegen den Fokus zwischen den Stapeln.</translation>
    </message>
    <message>
        <source>**Space** picks the focused card up; move the focus and press **Space** again to put it there. **Esc** puts it back. With supermoves, **Space** again on the same column takes one more card of its run.</source>
        <translation>Die **Leertaste** nimmt die Karte im Fokus auf; den Fokus bewegen und erneut die **Leertaste** drücken, um sie dort abzulegen. **Esc** legt sie zurück. Mit Supermoves nimmt die **Leertaste** erneut auf derselben Spalte eine weitere Karte der Folge auf.</translation>
    </message>
    <message>
        <source>**D** draws a card, **H** gives a hint.</source>
        <translation>**D** deckt eine Karte auf, **H** gibt einen Tipp.</translation>
    </message>
    <message>
        <source>Help ▸ Keyboard Shortcuts lists every key.</source>
        <translation>Hilfe ▸ Tastenkürzel listet alle Tasten auf.</translation>
    </message>
    <message>
        <source>Deal codes</source>
        <translation>Partiecodes</translation>
    </message>
    <message>
        <source>Every deal has a code, such as FT1-N-AAAAAAV: FT1, the rules (N: one card at a time, S: with supermoves) and seven characters. The status bar shows it.</source>
        <translation>Jede Verteilung hat einen Code wie FT1-N-AAAAAAV: FT1, die Regelvariante (N: eine Karte auf einmal, S: mit Supermoves) und 7 Zeichen. Die Statusleiste zeigt ihn an.</translation>
    </message>
    <message>
        <source>Game ▸ Copy Deal Code copies it, to share the deal.</source>
        <translation>Spiel ▸ Partiecode kopieren kopiert ihn, um die Verteilung weiterzugeben.</translation>
    </message>
    <message>
        <source>Game ▸ New Game from Code plays the deal of a code someone gave you.</source>
        <translation>Spiel ▸ Neue Partie aus Code spielt die Verteilung zu einem Code, den Sie bekommen haben.</translation>
    </message>
    <message>
        <source>Game ▸ Restart Deal starts the same deal again from the beginning; the game in progress counts as lost.</source>
        <translation>Spiel ▸ Verteilung von vorn beginnen startet dieselbe Verteilung noch einmal; die laufende Partie zählt als verloren.</translation>
    </message>
    <message>
        <source>Hint and the solver</source>
        <translation>Tipp und Lösungsprogramm</translation>
    </message>
    <message>
        <source>In the rules with supermoves (a Danish house rule, chosen in the preferences for new games), a run of cards in suit and sequence moves in one action when enough empty columns would allow it one card at a time: with one empty column two cards, with two empty columns four, with three eight, and half as many into an empty column. In the standard rules (N) every card moves on its own.</source>
        <translation>In der Regelvariante mit Supermoves (eine dänische Hausregel, in den Einstellungen für neue Partien wählbar) wird eine Folge von Karten derselben Kartenfarbe mit absteigendem Rang auf einmal bewegt, wenn genug leere Spalten es Karte für Karte erlauben würden: mit einer leeren Spalte 2 Karten, mit zwei leeren Spalten 4, mit drei 8, und in eine leere Spalte halb so viele. Nach den Standardregeln (N) bewegt sich jede Karte einzeln.</translation>
    </message>
    <message>
        <source>The status bar says whether the game can still be won: *Winnable*, *Can no longer be won* (*Cannot be won* for a deal lost as dealt) or *Not known yet*, and *Thinking…* while the solver searches. It looks again after every move, for up to 30 seconds.</source>
        <translation>Die Statusleiste zeigt, ob die Partie noch zu gewinnen ist: *Gewinnbar*, *Nicht mehr zu gewinnen* (*Nicht zu gewinnen* für eine Verteilung, die schon beim Austeilen verloren ist) oder *Noch nicht bekannt*, und *Rechnet…*, während das Lösungsprogramm sucht. Es prüft nach jedem Zug erneut, bis zu 30 Sekunden lang.</translation>
    </message>
    <message>
        <source>When no legal move is left, the game is lost; so it is when the stock is used up and none of the moves left can win it (for example, a card that can only go back and forth between two identical cards). Quarante Voleurs notices both, says so and offers to undo moves or to start a new game, and, where the solver can, to find where the game was lost.</source>
        <translation>Ist kein Zug mehr möglich, ist die Partie verloren; ebenso, wenn der Talon aufgebraucht ist und keiner der verbleibenden Züge die Partie noch gewinnen kann (zum Beispiel, wenn eine Karte nur noch zwischen zwei gleichen Karten hin und her wandern kann). Quarante Voleurs erkennt beides, meldet es und bietet an, Züge rückgängig zu machen oder eine neue Partie zu beginnen und, sofern das Lösungsprogramm es kann, die Stelle zu finden, an der die Partie verloren ging.</translation>
    </message>
    <message>
        <source>**Enter** plays the focused card as a click would (or as a double-click, when a click does nothing); with a card picked up, it puts it on the focused pile, as **Space** does.</source>
        <translation>Die **Eingabetaste** spielt die Karte im Fokus wie ein Klick (oder wie ein Doppelklick, wenn ein Klick nichts bewirkt); ist eine Karte aufgenommen, legt sie diese wie die **Leertaste** auf den Stapel im Fokus.</translation>
    </message>
    <message>
        <source>Quarante Voleurs has a solver. The solver knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Quarante Voleurs hat ein Lösungsprogramm. Es kennt die Reihenfolge der Karten im Talon, die Sie nicht kennen: „Gewinnbar“ heißt, dass es einen Gewinnweg gibt, nicht, dass er leicht zu finden ist.</translation>
    </message>
    <message>
        <source>**Hint** (H) names the next move of a winning line when the solver knows one; otherwise a promising move, and says so.</source>
        <translation>**Tipp** (H) nennt den nächsten Zug eines Gewinnwegs, wenn das Lösungsprogramm einen kennt; sonst einen vielversprechenden Zug und sagt das dazu.</translation>
    </message>
    <message>
        <source>**Think Longer**: when the answer is *Not known yet*, the solver searches that position for up to ten minutes.</source>
        <translation>**Länger rechnen**: Lautet die Antwort *Noch nicht bekannt*, durchsucht das Lösungsprogramm diese Stellung bis zu zehn Minuten lang.</translation>
    </message>
    <message>
        <source>**Demo**: the solver plays a winning line; a click or a key stops it.</source>
        <translation>**Demo**: Das Lösungsprogramm spielt einen Gewinnweg vor; ein Klick oder eine Taste beendet die Demo.</translation>
    </message>
    <message>
        <source>**Where Did I Lose It?**: after a lost game, finds the last position that could still be won and offers to go back there.</source>
        <translation>**Wo habe ich verloren?**: Sucht nach einer verlorenen Partie die letzte Stellung, die noch zu gewinnen war, und bietet an, dorthin zurückzukehren.</translation>
    </message>
    <message>
        <source>In the preferences, new deals can be limited to deals the solver has won, and the verdict in the status bar can be switched off.</source>
        <translation>In den Einstellungen lassen sich neue Partien auf Verteilungen beschränken, die das Lösungsprogramm gewonnen hat, und die Auskunft in der Statusleiste abschalten.</translation>
    </message>
    <message>
        <source>What counts as help</source>
        <translation>Was als Hilfe zählt</translation>
    </message>
    <message>
        <source>Only what you ask for counts as help: Hint, Demo, Where Did I Lose It? and Think Longer. A game won after any of them counts in the statistics as won with help: it sets no best score, no fewest moves and no winning streak. The verdict in the status bar comes without asking and does not count as help.</source>
        <translation>Als Hilfe zählt nur, worum Sie bitten: Tipp, Demo, Wo habe ich verloren? und Länger rechnen. Eine danach gewonnene Partie zählt in der Statistik als mit Hilfe gewonnen: Sie zählt weder für die beste Punktzahl noch für die wenigsten Züge noch für eine Gewinnserie. Die Auskunft in der Statusleiste erscheint ungefragt und zählt nicht als Hilfe.</translation>
    </message>
    <message>
        <source>Supermoves (rules S)</source>
        <translation>Supermoves (Regelvariante S)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Bedienung</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Lösungsprogramm</translation>
    </message>
    <message>
        <source>Double-click moves a card</source>
        <translation>Doppelklick bewegt eine Karte</translation>
    </message>
    <message>
        <source>Auto-place a released card on the best place</source>
        <translation>Automatisch platzieren (losgelassene Karte auf den besten Platz legen)</translation>
    </message>
    <message>
        <source>Highlight the piles that accept a dragged card</source>
        <translation>Beim Ziehen mögliche Stapel hervorheben</translation>
    </message>
    <message>
        <source>Remind me of the rule when a move is refused</source>
        <translation>Nach einem abgelehnten Zug an die Regel erinnern</translation>
    </message>
    <message>
        <source>Send the last cards home by themselves when only moves home are left</source>
        <translation>Die letzten Karten automatisch auf die Fundamente legen, wenn nur noch Züge dorthin nötig sind</translation>
    </message>
    <message>
        <source>Animate card moves</source>
        <translation>Kartenbewegungen animieren</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Four-colour deck (each suit its own colour)</source>
        <translation>Vierfarbiges Blatt (jede Kartenfarbe in eigener Farbe)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Rules for new games</source>
        <translation>Regeln für neue Partien</translation>
    </message>
    <message>
        <source>With supermoves (Danish house rule)</source>
        <translation>Mit Supermoves (dänische Hausregel)</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Vor dem Aufgeben einer laufenden Partie nachfragen</translation>
    </message>
    <message>
        <source>Show whether the game can still be won (this does not count as help)</source>
        <translation>Anzeigen, ob die Partie noch zu gewinnen ist (zählt nicht als Hilfe)</translation>
    </message>
    <message>
        <source>Deal only games the solver has won</source>
        <translation>Nur Partien austeilen, die das Lösungsprogramm gewonnen hat</translation>
    </message>
    <message>
        <source>Last 100 actions (the standard limit)</source>
        <translation>Die letzten 100 Aktionen (übliche Grenze)</translation>
    </message>
    <message>
        <source>One card at a time (standard rules)</source>
        <translation>Nur eine Karte auf einmal (Standardregeln)</translation>
    </message>
    <message>
        <source>Show a game timer (paused while the window is hidden)</source>
        <translation>Spielzeit anzeigen (angehalten, solange das Fenster verborgen ist)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>On the card table</source>
        <translation>Auf dem Spieltisch</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>&amp;Where Did I Lose It?</source>
        <translation>&amp;Wo habe ich verloren?</translation>
    </message>
    <message>
        <source>Where Did I Lose It?</source>
        <translation>Wo habe ich verloren?</translation>
    </message>
    <message>
        <source>Can this game still be won? The solver looks for a win after every move. It knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Ist diese Partie noch zu gewinnen? Das Lösungsprogramm sucht nach jedem Zug nach einem Gewinnweg. Es kennt die Reihenfolge der Karten im Talon, die Sie nicht kennen: „Gewinnbar“ heißt, dass es einen Gewinnweg gibt, nicht, dass er leicht zu finden ist.</translation>
    </message>
    <message>
        <source>The solver&apos;s fast core is not installed, so the analysis is much slower. Installing a C compiler and Python&apos;s headers (on Debian: gcc and python3-dev) and then Quarante Voleurs again brings it.</source>
        <translation>Der schnelle Kern des Lösungsprogramms ist nicht installiert, deshalb rechnet die Analyse viel langsamer. Installieren Sie einen C-Compiler und die Header von Python (unter Debian: gcc und python3-dev) und danach Quarante Voleurs erneut, um ihn zu erhalten.</translation>
    </message>
    <message>
        <source>Stop &amp;Thinking</source>
        <translation>Rechnen &amp;abbrechen</translation>
    </message>
    <message>
        <source>Think &amp;Longer</source>
        <translation>&amp;Länger rechnen</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gewinnbar</translation>
    </message>
    <message>
        <source>Can no longer be won</source>
        <translation>Nicht mehr zu gewinnen</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Noch nicht bekannt</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Rechnet…</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Diese Partie ist nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Es ist kein Zug mehr möglich.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>No winning line is known yet. A promising move: %1.</source>
        <translation>Noch ist kein Gewinnweg bekannt. Ein vielversprechender Zug: %1.</translation>
    </message>
    <message>
        <source>draw a card from the stock</source>
        <translation>eine Karte vom Talon aufdecken</translation>
    </message>
    <message>
        <source>a card drawn from the stock</source>
        <translation>eine Karte vom Talon aufgedeckt</translation>
    </message>
    <message>
        <source>move the %1 to its foundation</source>
        <translation>%1 auf das Fundament legen</translation>
    </message>
    <message>
        <source>the %1 moved to its foundation</source>
        <translation>%1 auf das Fundament gelegt</translation>
    </message>
    <message>
        <source>move the %1 to the empty column</source>
        <translation>%1 in die leere Spalte legen</translation>
    </message>
    <message>
        <source>the %1 moved to the empty column</source>
        <translation>%1 in die leere Spalte gelegt</translation>
    </message>
    <message>
        <source>the %1 cards from the %2 moved down onto the %3</source>
        <translation>die %1 Karten ab %2 auf %3 gelegt</translation>
    </message>
    <message>
        <source>move the %1 cards from the %2 down onto the %3</source>
        <translation>die %1 Karten ab %2 auf %3 legen</translation>
    </message>
    <message>
        <source>move the %1 onto the %2</source>
        <translation>%1 auf %2 legen</translation>
    </message>
    <message>
        <source>the %1 moved onto the %2</source>
        <translation>%1 auf %2 gelegt</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Suche nach einem Gewinnweg…</translation>
    </message>
    <message>
        <source>Demo: click or press a key to stop it</source>
        <translation>Demo: Zum Anhalten klicken oder eine Taste drücken</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demo beendet.</translation>
    </message>
    <message>
        <source>This game can be won</source>
        <translation>Diese Partie ist zu gewinnen</translation>
    </message>
    <message>
        <source>Cannot be won</source>
        <translation>Nicht zu gewinnen</translation>
    </message>
    <message>
        <source>This deal cannot be won</source>
        <translation>Diese Verteilung ist nicht zu gewinnen</translation>
    </message>
    <message>
        <source>This game can no longer be won</source>
        <translation>Diese Partie ist nicht mehr zu gewinnen</translation>
    </message>
    <message>
        <source>Not known yet whether this game can be won</source>
        <translation>Noch nicht bekannt, ob diese Partie zu gewinnen ist</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>Diese Verteilung ist nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>Thinking longer (up to %1 min)…</source>
        <translation>Rechnet länger (bis zu %1 Min.)…</translation>
    </message>
    <message>
        <source>Thinking longer (up to %1 s)…</source>
        <translation>Rechnet länger (bis zu %1 s)…</translation>
    </message>
    <message>
        <source>Think Longer stopped: the solver needed more memory than it may use.</source>
        <translation>Länger rechnen wurde beendet: Das Lösungsprogramm brauchte mehr Speicher, als es nutzen darf.</translation>
    </message>
    <message>
        <source>Think Longer ran out of time; the game may still be winnable.</source>
        <translation>Länger rechnen hat seine Zeit ausgeschöpft; die Partie ist vielleicht noch zu gewinnen.</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>from column %1</source>
        <translation>aus Spalte %1</translation>
    </message>
    <message>
        <source>from the waste</source>
        <translation>vom Ablagestapel</translation>
    </message>
    <message>
        <source>from foundation %1</source>
        <translation>von Fundament %1</translation>
    </message>
    <message>
        <source>to column %1</source>
        <translation>auf Spalte %1</translation>
    </message>
    <message>
        <source>to foundation %1</source>
        <translation>auf Fundament %1</translation>
    </message>
    <message>
        <source>This deal can be won; the solver is still finding the way. A promising move meanwhile: %1.</source>
        <translation>Diese Verteilung ist zu gewinnen; das Lösungsprogramm sucht den Weg noch. Ein vielversprechender Zug bis dahin: %1.</translation>
    </message>
    <message>
        <source>Still thinking about this position. A promising move meanwhile: %1.</source>
        <translation>Das Lösungsprogramm rechnet noch an dieser Stellung. Ein vielversprechender Zug bis dahin: %1.</translation>
    </message>
    <message>
        <source>Looking back through the game…</source>
        <translation>Der Partieverlauf wird durchsucht…</translation>
    </message>
    <message>
        <source>The solver found no position in this game that could be won.</source>
        <translation>Das Lösungsprogramm hat in dieser Partie keine gewinnbare Stellung gefunden.</translation>
    </message>
    <message>
        <source>The solver could not decide whether any earlier position of this game could be won.</source>
        <translation>Das Lösungsprogramm konnte nicht entscheiden, ob eine frühere Stellung dieser Partie zu gewinnen war.</translation>
    </message>
    <message>
        <source>This position can still be won.</source>
        <translation>Diese Stellung ist noch zu gewinnen.</translation>
    </message>
    <message>
        <source>The deal could be won.</source>
        <translation>Die Verteilung war zu gewinnen.</translation>
    </message>
    <message>
        <source>After move %1 the game could still be won.</source>
        <translation>Nach Zug %1 war die Partie noch zu gewinnen.</translation>
    </message>
    <message>
        <source>Move %1 (%2) made it lost.</source>
        <translation>Mit Zug %1 (%2) war die Partie verloren.</translation>
    </message>
    <message>
        <source>The solver could not decide the positions after it.</source>
        <translation>Die Stellungen danach konnte das Lösungsprogramm nicht entscheiden.</translation>
    </message>
    <message>
        <source>Go back there?</source>
        <translation>Dorthin zurückkehren?</translation>
    </message>
    <message>
        <source>That position is beyond the undo history and cannot be rebuilt.</source>
        <translation>Diese Stellung liegt jenseits des Rückgängig-Verlaufs und kann nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Back to the position after move %1: the later moves can be redone.</source>
        <translation>Zurück zur Stellung nach Zug %1: Die späteren Züge lassen sich wiederherstellen.</translation>
    </message>
    <message>
        <source>The solver has won this deal before: it can be won.</source>
        <translation>Das Lösungsprogramm hat diese Verteilung schon gewonnen: Sie ist zu gewinnen.</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Suche nach einer gewinnbaren Verteilung…</translation>
    </message>
    <message>
        <source>The solver has won this deal: it can be won.</source>
        <translation>Das Lösungsprogramm hat diese Verteilung gewonnen: Sie ist zu gewinnen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Lösungsprogramm</translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions examined</source>
        <translation>
            <numerusform>%Ln Stellung untersucht</numerusform>
            <numerusform>%Ln Stellungen untersucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deals tried</source>
        <translation>
            <numerusform>%Ln Verteilung versucht</numerusform>
            <numerusform>%Ln Verteilungen versucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions of the game tried</source>
        <translation>
            <numerusform>%Ln Stellung der Partie versucht</numerusform>
            <numerusform>%Ln Stellungen der Partie versucht</numerusform>
        </translation>
    </message>
    <message>
        <source>Search stopped.</source>
        <translation>Suche beendet.</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Das Lösungsprogramm ist gescheitert: %1</translation>
    </message>
    <message>
        <source>The solver found no win in time; the game may still be winnable.</source>
        <translation>Das Lösungsprogramm hat rechtzeitig keinen Gewinnweg gefunden; die Partie ist vielleicht noch zu gewinnen.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the record of every game, for both rulesets? This cannot be undone.</source>
        <translation>Die Aufzeichnungen aller Partien für beide Regelvarianten löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
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
        <translation>keine</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games played, %2 won (%3), current streak: %4</source>
        <translation>
            <numerusform>%1: %Ln Partie gespielt, %2 gewonnen (%3), aktuelle Serie: %4</numerusform>
            <numerusform>%1: %Ln Partien gespielt, %2 gewonnen (%3), aktuelle Serie: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no games played yet</source>
        <translation>%1: noch keine Partien gespielt</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>A win counts as a win with help when you used a hint, a demo, “Think Longer” or “Where Did I Lose It?”; the indicator that shows whether the game can still be won does not count as help. A win with help ends a losing streak but starts no winning one, and sets no record.</source>
        <translation>Ein Sieg gilt als Sieg mit Hilfe, wenn Sie einen Tipp, eine Demo, „Länger rechnen“ oder „Wo habe ich verloren?“ genutzt haben; die Anzeige, ob die Partie noch zu gewinnen ist, zählt nicht als Hilfe. Ein Sieg mit Hilfe beendet eine Verlustserie, beginnt aber keine Gewinnserie und stellt keinen Rekord auf.</translation>
    </message>
    <message>
        <source>&amp;One card at a time</source>
        <translation>&amp;Eine Karte auf einmal</translation>
    </message>
    <message>
        <source>With &amp;supermoves</source>
        <translation>Mit &amp;Supermoves</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespielte Partien:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Gewonnene Partien:</translation>
    </message>
    <message>
        <source>Of which with help:</source>
        <translation>Davon mit Hilfe:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Gewinnquote:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Aktuelle Serie:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Längste Gewinnserie:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Längste Verlustserie:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <source>Fewest moves in a won game:</source>
        <translation>Wenigste Züge in einer gewonnenen Partie:</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Best time:</source>
        <translation>Beste Zeit:</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Move the focus between the piles</source>
        <translation>Fokus zwischen den Stapeln bewegen</translation>
    </message>
    <message>
        <source>Move the focus to the first or last pile of the row</source>
        <translation>Fokus auf den ersten oder letzten Stapel der Reihe bewegen</translation>
    </message>
    <message>
        <source>Move the focus to the next or previous pile, all of them in turn; to a message&apos;s buttons when it has some</source>
        <translation>Fokus zum nächsten oder vorigen Stapel bewegen, alle der Reihe nach; zu den Schaltflächen einer Meldung, wenn sie welche hat</translation>
    </message>
    <message>
        <source>Play the focused card, as a click or a double-click; with a card picked up, put it there</source>
        <translation>Karte im Fokus spielen, wie mit Klick oder Doppelklick; mit einer aufgenommenen Karte: sie dort ablegen</translation>
    </message>
    <message>
        <source>Pick up the focused card (with supermoves, again on its column: one more card of its run); on another pile, put it there</source>
        <translation>Karte im Fokus aufnehmen (mit Supermoves, erneut auf derselben Spalte: eine weitere Karte der Folge); auf einem anderen Stapel: dort ablegen</translation>
    </message>
    <message>
        <source>Put a picked-up card back, or close the message over the cards</source>
        <translation>Aufgenommene Karte zurücklegen oder die Meldung über den Karten schließen</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>foundation %1</source>
        <translation>Fundament %1</translation>
    </message>
    <message>
        <source>the waste</source>
        <translation>den Ablagestapel</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>den Talon</translation>
    </message>
    <message>
        <source>foundation %1: empty (%2)</source>
        <translation>Fundament %1: leer (%2)</translation>
    </message>
    <message numerus="yes">
        <source>column %1: %2, %n card(s)</source>
        <translation>
            <numerusform>Spalte %1: %2, %n Karte</numerusform>
            <numerusform>Spalte %1: %2, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Fundament %1</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>%1, takes it</source>
        <translation>%1, nimmt die Karte auf</translation>
    </message>
    <message>
        <source>%1, does not take it</source>
        <translation>%1, nimmt die Karte nicht auf</translation>
    </message>
    <message>
        <source>%1, takes them</source>
        <translation>%1, nimmt die Karten auf</translation>
    </message>
    <message>
        <source>%1, does not take them</source>
        <translation>%1, nimmt die Karten nicht auf</translation>
    </message>
    <message>
        <source>%1, first pile</source>
        <translation>%1, erster Stapel</translation>
    </message>
    <message>
        <source>%1, last pile</source>
        <translation>%1, letzter Stapel</translation>
    </message>
    <message>
        <source>%1, top row</source>
        <translation>%1, obere Reihe</translation>
    </message>
    <message>
        <source>%1, bottom row</source>
        <translation>%1, untere Reihe</translation>
    </message>
    <message numerus="yes">
        <source>%1, minus %n point(s)</source>
        <translation>
            <numerusform>%1, minus %n Punkt</numerusform>
            <numerusform>%1, minus %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Redone: drew %1, the last card of the stock</source>
        <translation>Wiederhergestellt: %1 aufgedeckt, die letzte Karte des Talons</translation>
    </message>
    <message>
        <source>Drew %1, the last card of the stock</source>
        <translation>%1 aufgedeckt, die letzte Karte des Talons</translation>
    </message>
    <message numerus="yes">
        <source>Redone: drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>Wiederhergestellt: %1 aufgedeckt, noch %n Karte im Talon</numerusform>
            <numerusform>Wiederhergestellt: %1 aufgedeckt, noch %n Karten im Talon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>%1 aufgedeckt, noch %n Karte im Talon</numerusform>
            <numerusform>%1 aufgedeckt, noch %n Karten im Talon</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>In der Hand: %1</translation>
    </message>
    <message>
        <source>columns %1 to %2</source>
        <translation>Spalten %1 bis %2</translation>
    </message>
    <message>
        <source>Message closed</source>
        <translation>Meldung geschlossen</translation>
    </message>
    <message>
        <source>Enter takes no card back from a foundation: pick %1 up with Space (taking it back costs 15 points)</source>
        <translation>Die Eingabetaste nimmt keine Karte von einem Fundament zurück: %1 mit der Leertaste aufnehmen (Zurücknehmen kostet 15 Punkte)</translation>
    </message>
    <message>
        <source>Deal restarted from the beginning</source>
        <translation>Verteilung von vorn begonnen</translation>
    </message>
    <message>
        <source>%1 home to %2</source>
        <translation>%1 auf %2 abgelegt</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to %2</source>
        <translation>Rückgängig: %1 zurück auf %2</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>Aufgenommen: %1</translation>
    </message>
    <message>
        <source>No place to go now</source>
        <translation>Passt jetzt nirgends hin</translation>
    </message>
    <message>
        <source>Can go to: %1</source>
        <translation>Passt auf %1</translation>
    </message>
    <message>
        <source>Put back %1</source>
        <translation>Zurückgelegt: %1</translation>
    </message>
    <message>
        <source>%1 is alone in its column: an empty column would change nothing</source>
        <translation>%1: Diese Karte liegt allein in der Spalte. Eine leere Spalte würde nichts ändern.</translation>
    </message>
    <message>
        <source>%1 has no place to go</source>
        <translation>%1: Diese Karte kann nirgendwohin.</translation>
    </message>
    <message>
        <source>New game dealt</source>
        <translation>Neue Partie ausgeteilt</translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>Click or press Esc to close</source>
        <translation>Zum Schließen klicken oder Esc drücken</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <source>Open the menus (in full screen too)</source>
        <translation>Die Menüs öffnen (auch im Vollbild)</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Vollbild verlassen</translation>
    </message>
</context>
</TS>
