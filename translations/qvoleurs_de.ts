<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
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
        <translation>Partiedatei nicht gefunden: %1</translation>
    </message>
    <message>
        <source>cannot read deal file %1: %2</source>
        <translation>Partiedatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>deal file %1 is not valid JSON: %2</source>
        <translation>Partiedatei %1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>bad deal file %1: %2</source>
        <translation>ungültige Partiedatei %1: %2</translation>
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
        <source>move %1 (%2) is illegal: %3: %4</source>
        <translation>Zug %1 (%2) ist nicht erlaubt: %3: %4</translation>
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
        <source>%1: %2 in %3 s, positions examined: %4</source>
        <translation>%1: %2 (%3 s, untersuchte Stellungen: %4)</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>deal number out of range: %1</source>
        <translation>Partienummer außerhalb des Bereichs: %1</translation>
    </message>
    <message>
        <source>empty deal code (expected like FT1-N-AAAAAAV)</source>
        <translation>leerer Partiecode (erwartet wie FT1-N-AAAAAAV)</translation>
    </message>
    <message>
        <source>not a deal code: %1 (expected FT1-&lt;ruleset&gt;-&lt;7 characters&gt;, like FT1-N-AAAAAAV)</source>
        <translation>kein Partiecode: %1 (erwartet FT1-&lt;Regelsatz&gt;-&lt;7 Zeichen&gt;, z.&#xa0;B. FT1-N-AAAAAAV)</translation>
    </message>
    <message>
        <source>unknown deal code version %1 in %2 (this program reads FT1)</source>
        <translation>unbekannte Codeversion %1 in %2 (dieses Programm liest FT1)</translation>
    </message>
    <message>
        <source>unknown ruleset %1 in %2 (expected %3)</source>
        <translation>unbekannter Regelsatz %1 in %2 (erwartet %3)</translation>
    </message>
    <message>
        <source>character %1 is not allowed in deal code %2 (allowed: A-Z and 2-7)</source>
        <translation>Zeichen %1 ist im Partiecode %2 nicht erlaubt (erlaubt: A-Z und 2-7)</translation>
    </message>
    <message>
        <source>deal code %1 has %2 characters after the ruleset, expected %3</source>
        <translation>Partiecode %1 hat %2 Zeichen nach dem Regelsatz, erwartet %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Quarante Voleurs</source>
        <translation>Quarante Voleurs</translation>
    </message>
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
        <translation>&amp;Verteilung neu beginnen</translation>
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
        <translation>Spielfeld &amp;vorlesen</translation>
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
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
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
        <source>Custom deal</source>
        <translation>Eigene Verteilung</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Die Partie konnte nicht gespeichert werden: %1</translation>
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
    <message>
        <source>Deal code copied</source>
        <translation>Partiecode kopiert</translation>
    </message>
    <message>
        <source>The Board</source>
        <translation>Das Spielfeld</translation>
    </message>
    <message>
        <source>About Quarante Voleurs</source>
        <translation>Über Quarante Voleurs</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Forty Thieves, the two-deck patience game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Vierzig Räuber, die Patience mit zwei Kartenspielen.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Voreinstellungen</translation>
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
        <source>The stock cannot be gone through again: once it is empty, the 64 cards have been turned over once.</source>
        <translation>Der Talon kann nicht erneut durchlaufen werden: Ist er leer, wurden die 64 Karten genau einmal aufgedeckt.</translation>
    </message>
    <message>
        <source>A tap on the stock turns one card face up onto the waste.</source>
        <translation>Durch Antippen des Talons wird eine Karte auf den Ablagestapel aufgedeckt.</translation>
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
        <translation>In einer Spalte wird eine Karte auf eine Karte der gleichen Kartenfarbe mit dem nächsthöheren Rang gelegt: Pik 7 auf Pik 8, niemals auf Herz 8.</translation>
    </message>
    <message>
        <source>A card goes on a card of its suit exactly one rank higher: spades 7 only on spades 8.</source>
        <translation>Eine Karte wird auf die Karte ihrer Kartenfarbe mit dem nächsthöheren Rang gelegt: Pik 7 nur auf Pik 8.</translation>
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
        <source>In these rules the cards on the foundations stay there.</source>
        <translation>Nach diesen Regeln bleiben die Karten auf den Fundamenten liegen.</translation>
    </message>
    <message>
        <source>The game is won: all 104 cards are on the foundations.</source>
        <translation>Die Partie ist gewonnen: Alle 104 Karten liegen auf den Fundamenten.</translation>
    </message>
    <message>
        <source>Only cards turned over from the stock go onto the waste.</source>
        <translation>Auf den Ablagestapel kommen nur Karten, die vom Talon aufgedeckt werden.</translation>
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
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Quarante Voleurs</source>
        <translation>Die Regeln von Quarante Voleurs</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Quarante Voleurs (Forty Thieves)&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Quarante Voleurs (Vierzig Räuber)&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Two full packs are shuffled together: 104 cards, every card twice. The aim is to build all 104 cards onto the eight foundations.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gespielt wird mit zwei vollständigen Kartenspielen, die zusammengemischt werden, also 104 Karten: Jede Karte ist zweimal vorhanden. Ziel ist es, alle 104 Karten auf die 8 Fundamente zu legen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The layout&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Der Aufbau&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Ten columns of four cards, all face up.&lt;/li&gt;&lt;li&gt;The stock: the other 64 cards, face down. The waste beside it starts empty.&lt;/li&gt;&lt;li&gt;Eight foundations with a fixed suit each, left to right: spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;10 Spalten mit je 4 Karten, alle offen.&lt;/li&gt;&lt;li&gt;Der Talon: die übrigen 64 Karten, verdeckt. Der Ablagestapel daneben ist zu Beginn leer.&lt;/li&gt;&lt;li&gt;8 Fundamente mit je einer festen Kartenfarbe, von links nach rechts: Pik, Herz, Karo, Kreuz, Pik, Herz, Karo und Kreuz.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Moves&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Die erlaubten Züge&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.&lt;/li&gt;&lt;li&gt;On a column, a card goes on the card of the &lt;b&gt;same suit&lt;/b&gt; that is exactly &lt;b&gt;one rank higher&lt;/b&gt;: spades 7 on spades 8, never on hearts 8. Nothing goes on an ace.&lt;/li&gt;&lt;li&gt;Any card may go into an empty column.&lt;/li&gt;&lt;li&gt;A foundation starts with the ace of its suit and is built up to the king.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back onto a column where it fits; it costs 15 points.&lt;/li&gt;&lt;li&gt;Click the stock to turn its top card onto the waste. There is no redeal: each card of the stock is turned over only once.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Es wird immer nur eine Karte auf einmal bewegt: die oberste Karte einer Spalte oder die oberste Karte des Ablagestapels. Zwei aufeinanderfolgende Karten müssen nacheinander bewegt werden.&lt;/li&gt;&lt;li&gt;In einer Spalte wird eine Karte auf eine Karte der &lt;b&gt;gleichen Kartenfarbe&lt;/b&gt; mit dem &lt;b&gt;nächsthöheren Rang&lt;/b&gt; gelegt: Pik 7 auf Pik 8, niemals auf Herz 8. Auf ein Ass kann nichts gelegt werden.&lt;/li&gt;&lt;li&gt;Eine leere Spalte nimmt jede beliebige Karte auf.&lt;/li&gt;&lt;li&gt;Ein Fundament beginnt mit einem Ass seiner Kartenfarbe, dann folgen 2, 3 und so weiter bis zum König.&lt;/li&gt;&lt;li&gt;Die oberste Karte eines Fundaments kann auf eine passende Spalte zurückgelegt werden; das kostet 15 Punkte.&lt;/li&gt;&lt;li&gt;Durch Antippen des Talons wird seine oberste Karte auf den Ablagestapel aufgedeckt. Der Talon kann nicht erneut durchlaufen werden: Jede seiner Karten wird genau einmal aufgedeckt.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game is won when all eight foundations hold their thirteen cards. When no move is left, the game is lost: undo some moves to try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Partie ist gewonnen, wenn auf jedem der 8 Fundamente seine 13 Karten liegen. Ist kein Zug mehr möglich, ist die Partie verloren: Machen Sie Züge rückgängig, um es anders zu versuchen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Score&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Die Punktzahl&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A card onto a foundation: +10. A waste card onto a column: +5. A foundation card back onto a column: −15. The score never goes below 0. The move counter counts every action, draws included.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Karte auf ein Fundament gelegt: +10. Karte vom Ablagestapel auf eine Spalte gelegt: +5. Karte von einem Fundament auf eine Spalte zurückgenommen: −15. Die Punktzahl sinkt nie unter 0. Der Zugzähler zählt jede Aktion, auch das Nachziehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the mouse&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Spielen mit der Maus&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to a foundation; a waste card that no foundation takes goes to a column that takes it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to a foundation, else to the longest column that takes it, else to an empty column.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card onto a pile. The piles that accept it light up.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Eine Karte &lt;b&gt;anklicken&lt;/b&gt; legt sie auf ein passendes Fundament; eine Karte vom Ablagestapel, die kein Fundament aufnimmt, kommt auf eine passende Spalte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Doppelklick&lt;/b&gt;: Die Karte wird auf ein Fundament gelegt, andernfalls auf die längste passende Spalte, andernfalls auf eine leere Spalte.&lt;/li&gt;&lt;li&gt;Eine Karte auf einen Stapel &lt;b&gt;ziehen&lt;/b&gt;. Die Stapel, die sie aufnehmen, werden hervorgehoben.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Spielen mit der Tastatur&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arrow keys&lt;/b&gt; move the focus between the piles.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the focused card as a click would (or as a double-click, when a click does nothing).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks the focused card up; move the focus and press &lt;b&gt;Space&lt;/b&gt; again to put it there. &lt;b&gt;Escape&lt;/b&gt; puts it back. With supermoves, &lt;b&gt;Space&lt;/b&gt; again on the same column takes one more card of its run.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; draws a card; &lt;b&gt;Ctrl+Z&lt;/b&gt; undoes, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redoes.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Die &lt;b&gt;Pfeiltasten&lt;/b&gt; bewegen den Fokus zwischen den Stapeln.&lt;/li&gt;&lt;li&gt;Die &lt;b&gt;Eingabetaste&lt;/b&gt; spielt die Karte im Fokus wie ein Klick (oder wie ein Doppelklick, wenn ein Klick nichts bewirkt).&lt;/li&gt;&lt;li&gt;Die &lt;b&gt;Leertaste&lt;/b&gt; nimmt die Karte im Fokus auf; den Fokus bewegen und erneut die &lt;b&gt;Leertaste&lt;/b&gt; drücken, um sie dort abzulegen. &lt;b&gt;Esc&lt;/b&gt; legt sie zurück. Mit Supermoves nimmt ein erneutes Drücken der &lt;b&gt;Leertaste&lt;/b&gt; auf derselben Spalte eine weitere Karte ihrer Folge auf.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; deckt eine Karte auf; &lt;b&gt;Strg+Z&lt;/b&gt; macht rückgängig, &lt;b&gt;Strg+Umschalt+Z&lt;/b&gt; stellt wieder her.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;With supermoves&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Mit Supermoves&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the ruleset with supermoves (a Danish house rule, chosen in the preferences), a run of cards in suit and sequence moves at once when enough empty columns would allow it one card at a time: with k empty columns up to 2&lt;sup&gt;k&lt;/sup&gt; cards onto a column, and half as many into an empty column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In den Regeln mit Supermoves (eine dänische Hausregel, in den Einstellungen wählbar) wird eine Folge von Karten derselben Kartenfarbe mit absteigendem Rang auf einmal bewegt, wenn genug leere Spalten es Karte für Karte erlauben würden: Mit k leeren Spalten bis zu 2&lt;sup&gt;k&lt;/sup&gt; Karten auf eine Spalte und halb so viele in eine leere Spalte.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
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
        <translation>Losgelassene Karte automatisch auf den besten Platz legen</translation>
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
        <translation>Rückgängig machen</translation>
    </message>
    <message>
        <source>Last 100 actions, as in the app</source>
        <translation>Die letzten 100 Aktionen, wie in der App</translation>
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
        <source>One card at a time (the app&apos;s rules)</source>
        <translation>Nur eine Karte auf einmal (Regeln der App)</translation>
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
        <source>Show whether the game can still be won (seeing it is not help: only what you ask for counts)</source>
        <translation>Anzeigen, ob die Partie noch zu gewinnen ist (das Anzeigen ist keine Hilfe: nur was Sie anfordern, zählt)</translation>
    </message>
    <message>
        <source>Deal only games the solver has won</source>
        <translation>Nur Partien austeilen, die das Lösungsprogramm gewonnen hat</translation>
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
        <source>Where did I lose it?</source>
        <translation>Wo habe ich verloren?</translation>
    </message>
    <message>
        <source>Can this game still be won? The solver looks for a win after every move. It knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Ist diese Partie noch zu gewinnen? Das Lösungsprogramm sucht nach jedem Zug nach einem Gewinnweg. Es kennt die Reihenfolge der Karten im Talon, die Sie nicht kennen: „Gewinnbar“ heißt, dass es einen Gewinnweg gibt, nicht, dass er leicht zu finden ist.</translation>
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
        <source>%1 positions examined</source>
        <translation>%1 Stellungen untersucht</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Rechne…</translation>
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
        <source>Still thinking about this position. Ask again in a moment.</source>
        <translation>Das Lösungsprogramm rechnet noch an dieser Stellung. Fragen Sie gleich noch einmal.</translation>
    </message>
    <message>
        <source>draw a card from the stock</source>
        <translation>eine Karte vom Talon aufdecken</translation>
    </message>
    <message>
        <source>move the %1 to its foundation</source>
        <translation>%1 auf das Fundament legen</translation>
    </message>
    <message>
        <source>move the %1 to the empty column</source>
        <translation>%1 in die leere Spalte legen</translation>
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
        <source>Looking for a winning line…</source>
        <translation>Suche nach einem Gewinnweg…</translation>
    </message>
    <message>
        <source>Demo: click or press a key to stop it</source>
        <translation>Demo: Zum Beenden klicken oder eine Taste drücken</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Demo beendet.</translation>
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
        <source>The solver could not decide whether any position of this game could be won.</source>
        <translation>Das Lösungsprogramm konnte nicht entscheiden, ob eine Stellung dieser Partie zu gewinnen war.</translation>
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
        <translation>Mit Zug %1 (%2) war sie verloren.</translation>
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
    <message>
        <source>%1 deals tried</source>
        <translation>%1 Verteilungen versucht</translation>
    </message>
    <message>
        <source>%1 positions of the game tried</source>
        <translation>%1 Stellungen der Partie versucht</translation>
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
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>A win counts as with help when you asked for a hint, a demo, Think Longer or “Where did I lose it?”. The indicator that shows whether the game can still be won is not help.</source>
        <translation>Ein Gewinn zählt als mit Hilfe, wenn Sie einen Tipp, eine Demo, „Länger rechnen“ oder „Wo habe ich verloren?“ angefordert haben. Die Anzeige, ob die Partie noch zu gewinnen ist, ist keine Hilfe.</translation>
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
</context>
</TS>
