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
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation type="unfinished"></translation>
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
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the record of every game, for both rulesets? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;One card at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With &amp;supermoves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of which with help:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves in a won game:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
