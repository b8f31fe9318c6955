<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
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
        <translation>De kaart ligt daar al.</translation>
    </message>
    <message>
        <source>There is no card there to move.</source>
        <translation>Daar ligt geen kaart om te verplaatsen.</translation>
    </message>
    <message>
        <source>The stock cannot be gone through again: once it is empty, the 64 cards have been turned over once.</source>
        <translation>Je kunt de trekstapel niet opnieuw doorlopen: zodra hij leeg is, blijft hij leeg tot het einde van het spel.</translation>
    </message>
    <message>
        <source>A tap on the stock turns one card face up onto the waste.</source>
        <translation>Bij elke tik op de trekstapel wordt één kaart open op de aflegstapel gelegd.</translation>
    </message>
    <message>
        <source>No card ever goes back onto the stock.</source>
        <translation>Er gaat nooit een kaart terug op de trekstapel.</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>De app verplaatst maar één kaart tegelijk: de bovenste kaart van een kolom of van de aflegstapel. Zelfs twee opeenvolgende kaarten van dezelfde kleur moeten één voor één worden verplaatst.</translation>
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
        <translation>Elk fundament heeft een vaste kleur: schoppen, harten, ruiten, klaveren en vervolgens opnieuw schoppen, harten, ruiten, klaveren.</translation>
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
        <source>In these rules the cards on the foundations stay there.</source>
        <translation>Met deze regels blijven de kaarten op de fundamenten liggen.</translation>
    </message>
    <message>
        <source>The game is won: all 104 cards are on the foundations.</source>
        <translation>Het spel is gewonnen: alle 104 kaarten liggen op de fundamenten.</translation>
    </message>
    <message>
        <source>Only cards turned over from the stock go onto the waste.</source>
        <translation>Op de aflegstapel komen alleen kaarten die van de trekstapel zijn omgedraaid.</translation>
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
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Spelen</translation>
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
        <source>Double-click moves a card</source>
        <translation>Dubbelklik verplaatst een kaart</translation>
    </message>
    <message>
        <source>Auto-place a released card on the best place</source>
        <translation>Een losgelaten kaart automatisch op de beste plek leggen</translation>
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
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Last 100 actions, as in the app</source>
        <translation>De laatste 100 acties, zoals in de app</translation>
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
        <source>One card at a time (the app&apos;s rules)</source>
        <translation>Eén kaart tegelijk (de regels van de app)</translation>
    </message>
    <message>
        <source>With supermoves (Danish house rule)</source>
        <translation>Met supermoves (Deense huisregel)</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Vragen voordat een lopend spel wordt opgegeven</translation>
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
