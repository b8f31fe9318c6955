<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en">
<context>
    <name>BoardPhrasebook</name>
    <message>
        <source>stock empty, no redeal</source>
        <translation>резерв порожній, повторного проходу немає</translation>
    </message>
    <message numerus="yes">
        <source>stock: %n card(s)</source>
        <translation>
            <numerusform>резерв: %n карта</numerusform>
            <numerusform>резерв: %n карти</numerusform>
            <numerusform>резерв: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>waste empty</source>
        <translation>скид порожній</translation>
    </message>
    <message numerus="yes">
        <source>waste: %1 on top, %n card(s)</source>
        <translation>
            <numerusform>скид: %1 зверху, %n карта</numerusform>
            <numerusform>скид: %1 зверху, %n карти</numerusform>
            <numerusform>скид: %1 зверху, %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>foundation %1: empty</source>
        <translation>базова стопка %1: порожня</translation>
    </message>
    <message>
        <source>foundation %1: %2</source>
        <translation>базова стопка %1: %2</translation>
    </message>
    <message>
        <source>column %1: empty</source>
        <translation>стовпець %1: порожній</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>стовпець %1: %2</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>spades</source>
        <translation>піки</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирви</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубни</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефи</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>ace or court card: %1 is its name (ace, king...), %2 the suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>number card: %1 is its number (2 to 10), %2 the suit</comment>
        <translation>%1 %2</translation>
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
        <translation>Карта вже лежить там.</translation>
    </message>
    <message>
        <source>There is no card there to move.</source>
        <translation>Там немає карти, яку можна перемістити.</translation>
    </message>
    <message>
        <source>The stock cannot be gone through again: once it is empty, the 64 cards have been turned over once.</source>
        <translation>Повторного проходу колоди добору немає: коли вона спорожніє, усі 64 карти переглянуто лише один раз.</translation>
    </message>
    <message>
        <source>A tap on the stock turns one card face up onto the waste.</source>
        <translation>Дотик до колоди добору перевертає одну карту на стопку скиду.</translation>
    </message>
    <message>
        <source>No card ever goes back onto the stock.</source>
        <translation>На колоду добору карти ніколи не повертають.</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>Переміщують лише одну карту за раз: верхню карту стовпця або стопки скиду. Дві послідовні карти однієї масті потрібно переміщувати по черзі.</translation>
    </message>
    <message>
        <source>Cards moved together must be a run in one suit, each one rank lower than the last.</source>
        <translation>Карти, які переміщують разом, мають бути послідовністю однієї масті, кожна на один ранг нижча за попередню.</translation>
    </message>
    <message>
        <source>Not enough empty columns for that many cards: with one empty column you can move two cards, with two empty columns four, and so on; into an empty column half as many.</source>
        <translation>Недостатньо порожніх стовпців для стількох карт: з одним порожнім стовпцем можна перемістити дві карти, з двома — чотири і так далі; у порожній стовпець — удвічі менше.</translation>
    </message>
    <message>
        <source>In a column a card goes on a card of the same suit one rank higher: spades 7 on spades 8, never on hearts 8.</source>
        <translation>У стовпці карту кладуть на карту тієї самої масті й на один ранг вищу: 7 пік на 8 пік, ніколи на 8 черв.</translation>
    </message>
    <message>
        <source>A card goes on a card of its suit exactly one rank higher: spades 7 only on spades 8.</source>
        <translation>Карту кладуть на карту тієї самої масті, рівно на один ранг вищу: 7 пік лише на 8 пік.</translation>
    </message>
    <message>
        <source>Nothing can be placed on an ace in a column: no card has a lower rank.</source>
        <translation>На туза у стовпці нічого покласти не можна, адже карти нижчого рангу немає.</translation>
    </message>
    <message>
        <source>Each foundation has a fixed suit, from left to right: spades, hearts, diamonds, clubs, then spades, hearts, diamonds, clubs again.</source>
        <translation>Кожна базова стопка має визначену масть, зліва направо: піки, черви, бубни, трефи, піки, черви, бубни та трефи.</translation>
    </message>
    <message>
        <source>A foundation is built up from ace to king: after the ace come 2, 3 and so on.</source>
        <translation>Базову стопку збирають від туза до короля: після туза кладуть 2, 3 і так далі.</translation>
    </message>
    <message>
        <source>A card from a foundation can only go back onto a column.</source>
        <translation>Карту з базової стопки можна повернути лише у стовпець.</translation>
    </message>
    <message>
        <source>In these rules the cards on the foundations stay there.</source>
        <translation>За цими правилами карти з базових стопок не повертають.</translation>
    </message>
    <message>
        <source>The game is won: all 104 cards are on the foundations.</source>
        <translation>Партію виграно: усі 104 карти лежать на базових стопках.</translation>
    </message>
    <message>
        <source>Only cards turned over from the stock go onto the waste.</source>
        <translation>На стопку скиду потрапляють лише карти, перевернуті з колоди добору.</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played.</source>
        <translation>Зі стопки скиду можна зіграти лише верхню карту.</translation>
    </message>
    <message>
        <source>A run of cards moves only from column to column.</source>
        <translation>Послідовність карт переміщують лише зі стовпця в стовпець.</translation>
    </message>
    <message>
        <source>A foundation starts with the ace of its suit.</source>
        <translation>Базова стопка починається з туза своєї масті.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Вигляд</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>Double-click moves a card</source>
        <translation>Подвійне натискання переміщує карту</translation>
    </message>
    <message>
        <source>Auto-place a released card on the best place</source>
        <translation>Авторозміщення: відпущена карта йде на найкраще місце</translation>
    </message>
    <message>
        <source>Highlight the piles that accept a dragged card</source>
        <translation>Підсвічувати стопки, куди можна покласти перетягувану карту</translation>
    </message>
    <message>
        <source>Remind me of the rule when a move is refused</source>
        <translation>Нагадувати правило після відхиленого ходу</translation>
    </message>
    <message>
        <source>Animate card moves</source>
        <translation>Анімувати переміщення карт</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Швидкість анімації</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <source>Four-colour deck (each suit its own colour)</source>
        <translation>Чотириколірна колода (кожна масть свого кольору)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Історія скасування</translation>
    </message>
    <message>
        <source>Last 100 actions, as in the app</source>
        <translation>Останні 100 дій, як у застосунку</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Без обмежень</translation>
    </message>
    <message>
        <source>Rules for new games</source>
        <translation>Правила для нових партій</translation>
    </message>
    <message>
        <source>One card at a time (the app&apos;s rules)</source>
        <translation>Одна карта за раз (правила застосунку)</translation>
    </message>
    <message>
        <source>With supermoves (Danish house rule)</source>
        <translation>Із суперходами (данське домашнє правило)</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Запитувати, перш ніж покинути незавершену партію</translation>
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
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
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
