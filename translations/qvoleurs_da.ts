<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK" sourcelanguage="en">
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
        <translation>Kortet ligger der allerede.</translation>
    </message>
    <message>
        <source>There is no card there to move.</source>
        <translation>Der er intet kort at flytte der.</translation>
    </message>
    <message>
        <source>The stock cannot be gone through again: once it is empty, the 64 cards have been turned over once.</source>
        <translation>Der er ingen omlægning: Når de 64 kort er vendt, er der ikke flere.</translation>
    </message>
    <message>
        <source>A tap on the stock turns one card face up onto the waste.</source>
        <translation>Du vender bunkens øverste kort til affaldsbunken, ét kort ad gangen.</translation>
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
        <translation>Et kort lægges på et kort i samme kulør, der er præcis én højere: spar 7 kun på spar 8.</translation>
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
        <source>In these rules the cards on the foundations stay there.</source>
        <translation>Med disse regler bliver kortene på fundamenterne liggende.</translation>
    </message>
    <message>
        <source>The game is won: all 104 cards are on the foundations.</source>
        <translation>Spillet er vundet: Alle 104 kort ligger på fundamenterne.</translation>
    </message>
    <message>
        <source>Only cards turned over from the stock go onto the waste.</source>
        <translation>Kun kort, der vendes fra bunken, kommer i affaldsbunken.</translation>
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
        <source>Double-click moves a card</source>
        <translation>Dobbeltklik flytter et kort</translation>
    </message>
    <message>
        <source>Auto-place a released card on the best place</source>
        <translation>Læg et sluppet kort automatisk på den bedste plads</translation>
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
        <source>Last 100 actions, as in the app</source>
        <translation>De seneste 100 handlinger, som i appen</translation>
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
        <source>One card at a time (the app&apos;s rules)</source>
        <translation>Ét kort ad gangen (appens regler)</translation>
    </message>
    <message>
        <source>With supermoves (Danish house rule)</source>
        <translation>Med supermoves (dansk husregel)</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Spørg, før et igangværende spil opgives</translation>
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
