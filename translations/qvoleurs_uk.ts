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
    <name>CardIndex</name>
    <message>
        <source>A</source>
        <comment>the corner index of an ace</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the corner index of a jack</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the corner index of a queen</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the corner index of a king</comment>
        <translation>К</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>won</source>
        <translation>виграно</translation>
    </message>
    <message>
        <source>unwinnable</source>
        <translation>виграти неможливо</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>%1 (see &apos;%2 --help&apos;)</source>
        <translation>%1 (див. &apos;%2 --help&apos;)</translation>
    </message>
    <message>
        <source>no such deal file: %1</source>
        <translation>файл партії не знайдено: %1</translation>
    </message>
    <message>
        <source>cannot read deal file %1: %2</source>
        <translation>не вдається прочитати файл партії %1: %2</translation>
    </message>
    <message>
        <source>deal file %1 is not valid JSON: %2</source>
        <translation>файл партії %1 не є коректним JSON: %2</translation>
    </message>
    <message>
        <source>bad deal file %1: %2</source>
        <translation>некоректний файл партії %1: %2</translation>
    </message>
    <message>
        <source>%1 (ruleset %2)</source>
        <translation>%1 (правила %2)</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>стовпець %1: %2</translation>
    </message>
    <message>
        <source>stock, first drawn first: %1</source>
        <translation>резерв, у порядку добору: %1</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>власний розклад</translation>
    </message>
    <message>
        <source>move %1 (%2) is illegal: %3: %4</source>
        <translation>хід %1 (%2) недозволений: %3: %4</translation>
    </message>
    <message>
        <source>no legal move left</source>
        <translation>жоден хід більше неможливий</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>не виграно</translation>
    </message>
    <message>
        <source>%1: moves played: %2, move counter: %3, score: %4, %5</source>
        <translation>%1: зіграно ходів: %2, лічильник ходів: %3, рахунок: %4, %5</translation>
    </message>
    <message>
        <source>%1: %2 in %3 s, positions examined: %4</source>
        <translation>%1: %2 (%3 с, перевірено позицій: %4)</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>deal number out of range: %1</source>
        <translation>номер партії поза діапазоном: %1</translation>
    </message>
    <message>
        <source>empty deal code (expected like FT1-N-AAAAAAV)</source>
        <translation>порожній код партії (очікується щось на зразок FT1-N-AAAAAAV)</translation>
    </message>
    <message>
        <source>not a deal code: %1 (expected FT1-&lt;ruleset&gt;-&lt;7 characters&gt;, like FT1-N-AAAAAAV)</source>
        <translation>це не код партії: %1 (очікується FT1-&lt;правила&gt;-&lt;7 символів&gt;, наприклад FT1-N-AAAAAAV)</translation>
    </message>
    <message>
        <source>unknown deal code version %1 in %2 (this program reads FT1)</source>
        <translation>невідома версія коду %1 у %2 (ця програма читає FT1)</translation>
    </message>
    <message>
        <source>unknown ruleset %1 in %2 (expected %3)</source>
        <translation>невідомий набір правил %1 у %2 (очікується %3)</translation>
    </message>
    <message>
        <source>character %1 is not allowed in deal code %2 (allowed: A-Z and 2-7)</source>
        <translation>символ %1 неприпустимий у коді партії %2 (дозволено: A-Z і 2-7)</translation>
    </message>
    <message>
        <source>deal code %1 has %2 characters after the ruleset, expected %3</source>
        <translation>у коді партії %1 після правил стоїть символів: %2, а має бути %3</translation>
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
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Нова партія</translation>
    </message>
    <message>
        <source>New Game from &amp;Code…</source>
        <translation>Нова партія за к&amp;одом…</translation>
    </message>
    <message>
        <source>Cop&amp;y Deal Code</source>
        <translation>&amp;Копіювати код партії</translation>
    </message>
    <message>
        <source>&amp;Restart Deal</source>
        <translation>Почати розклад &amp;заново</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>&amp;Draw a Card</source>
        <translation>&amp;Добрати карту</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>Read the &amp;Board</source>
        <translation>&amp;Опис столу</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Пр&amp;авила</translation>
    </message>
    <message>
        <source>&amp;About Quarante Voleurs</source>
        <translation>&amp;Про Quarante Voleurs</translation>
    </message>
    <message>
        <source>The deal code: select it to copy it, or use Game ▸ Copy Deal Code</source>
        <translation>Код партії: виділіть його, щоб скопіювати, або виберіть Гра ▸ Копіювати код партії</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Ігровий стіл</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>No legal move is left. Undo some moves to try another way, or start a new game.</source>
        <translation>Жоден хід більше неможливий. Скасуйте кілька ходів, щоб спробувати інакше, або почніть нову партію.</translation>
    </message>
    <message>
        <source>You won! All 104 cards are home. Score: %1</source>
        <translation>Перемога! Усі 104 карти на базових стопках. Рахунок: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Рахунок: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходи: %1</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Резерв: %1</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Резерв: порожній</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Власний розклад</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Не вдалося зберегти партію: %1</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Покинути цю партію?</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start another one?</source>
        <translation>Незавершену партію буде зараховано як програну. Почати нову?</translation>
    </message>
    <message>
        <source>New Game from Code</source>
        <translation>Нова партія за кодом</translation>
    </message>
    <message>
        <source>Deal code (like FT1-N-AAAAAAV):</source>
        <translation>Код партії (наприклад, FT1-N-AAAAAAV):</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>Це не код партії</translation>
    </message>
    <message>
        <source>Deal code copied</source>
        <translation>Код партії скопійовано</translation>
    </message>
    <message>
        <source>The Board</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>About Quarante Voleurs</source>
        <translation>Про Quarante Voleurs</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Forty Thieves, the two-deck patience game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;«Сорок розбійників» — пасьянс на дві колоди.&lt;/p&gt;&lt;p&gt;Вільне програмне забезпечення за ліцензією GNU General Public License версії 3 або новішої.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Відновити типові</translation>
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
    <name>RulesDialog</name>
    <message>
        <source>Rules of Quarante Voleurs</source>
        <translation>Правила Quarante Voleurs</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Quarante Voleurs (Forty Thieves)&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Quarante Voleurs («Сорок розбійників»)&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Two full packs are shuffled together: 104 cards, every card twice. The aim is to build all 104 cards onto the eight foundations.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Грають двома повними колодами, перемішаними разом, тобто 104 картами: кожна карта є у двох примірниках. Мета — зібрати всі 104 карти на вісім базових стопок.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The layout&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Початкове розкладання&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Ten columns of four cards, all face up.&lt;/li&gt;&lt;li&gt;The stock: the other 64 cards, face down. The waste beside it starts empty.&lt;/li&gt;&lt;li&gt;Eight foundations with a fixed suit each, left to right: spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;10 стовпців по 4 карти, усі горілиць.&lt;/li&gt;&lt;li&gt;Колода добору: решта 64 карти, долілиць. Стопка скиду поруч спочатку порожня.&lt;/li&gt;&lt;li&gt;8 базових стопок, кожна з визначеною мастю, зліва направо: піки, черви, бубни, трефи, піки, черви, бубни та трефи.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Moves&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Дозволені ходи&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.&lt;/li&gt;&lt;li&gt;On a column, a card goes on the card of the &lt;b&gt;same suit&lt;/b&gt; that is exactly &lt;b&gt;one rank higher&lt;/b&gt;: spades 7 on spades 8, never on hearts 8. Nothing goes on an ace.&lt;/li&gt;&lt;li&gt;Any card may go into an empty column.&lt;/li&gt;&lt;li&gt;A foundation starts with the ace of its suit and is built up to the king.&lt;/li&gt;&lt;li&gt;The top card of a foundation may come back onto a column where it fits; it costs 15 points.&lt;/li&gt;&lt;li&gt;Click the stock to turn its top card onto the waste. There is no redeal: each card of the stock is turned over only once.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Переміщують лише одну карту за раз: верхню карту стовпця або верхню карту стопки скиду. Дві послідовні карти потрібно переміщувати по черзі.&lt;/li&gt;&lt;li&gt;У стовпці карту кладуть на карту &lt;b&gt;тієї самої масті&lt;/b&gt; й &lt;b&gt;на один ранг вищу&lt;/b&gt;: 7 пік на 8 пік, ніколи на 8 черв. На туза нічого покласти не можна.&lt;/li&gt;&lt;li&gt;У порожній стовпець можна покласти будь-яку карту.&lt;/li&gt;&lt;li&gt;Базова стопка починається з туза своєї масті, потім на нього кладуть 2, 3 і так далі до короля.&lt;/li&gt;&lt;li&gt;Верхню карту базової стопки можна повернути у стовпець, куди вона підходить, але це коштує 15 очок.&lt;/li&gt;&lt;li&gt;Дотик до колоди добору перевертає одну карту на стопку скиду. Повторного проходу колоди добору немає: кожну її карту перевертають лише один раз.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game is won when all eight foundations hold their thirteen cards. When no move is left, the game is lost: undo some moves to try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Партію виграно, коли кожна з 8 базових стопок містить усі свої 13 карт. Коли жоден хід більше неможливий, партію програно: скасуйте кілька ходів, щоб спробувати інакше.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Score&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Рахунок&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A card onto a foundation: +10. A waste card onto a column: +5. A foundation card back onto a column: −15. The score never goes below 0. The move counter counts every action, draws included.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Карту покладено на базову стопку: +10. Карту зі стопки скиду покладено у стовпець: +5. Карту повернуто з базової стопки у стовпець: −15. Рахунок ніколи не опускається нижче 0. Лічильник ходів рахує кожну дію, зокрема добір карти.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the mouse&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Гра мишею&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Click&lt;/b&gt; a card to send it to a foundation; a waste card that no foundation takes goes to a column that takes it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Double-click&lt;/b&gt; a card to send it to a foundation, else to the longest column that takes it, else to an empty column.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Drag&lt;/b&gt; a card onto a pile. The piles that accept it light up.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Натискання&lt;/b&gt; на карту надсилає її на базову стопку; карта зі стопки скиду, яку не приймає жодна базова стопка, іде у стовпець, який може її прийняти.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Подвійне натискання&lt;/b&gt;: карта переміщується на базову стопку, інакше — у найдовший стовпець, який може її прийняти, інакше — у порожній стовпець.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Перетягніть&lt;/b&gt; карту на стопку. Стопки, які можуть її прийняти, підсвічуються.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Гра клавіатурою&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arrow keys&lt;/b&gt; move the focus between the piles.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; plays the focused card as a click would (or as a double-click, when a click does nothing).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; picks the focused card up; move the focus and press &lt;b&gt;Space&lt;/b&gt; again to put it there. &lt;b&gt;Escape&lt;/b&gt; puts it back. With supermoves, &lt;b&gt;Space&lt;/b&gt; again on the same column takes one more card of its run.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; draws a card; &lt;b&gt;Ctrl+Z&lt;/b&gt; undoes, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; redoes.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Клавіші зі стрілками&lt;/b&gt; переміщують фокус між стопками.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Enter&lt;/b&gt; грає карту у фокусі, як натискання (або як подвійне натискання, коли натискання нічого не робить).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Пробіл&lt;/b&gt; бере карту у фокусі; перемістіть фокус і знову натисніть &lt;b&gt;Пробіл&lt;/b&gt;, щоб покласти її туди. &lt;b&gt;Escape&lt;/b&gt; повертає її назад. Із суперходами повторний &lt;b&gt;Пробіл&lt;/b&gt; на тому самому стовпці бере ще одну карту його послідовності.&lt;/li&gt;&lt;li&gt;&lt;b&gt;D&lt;/b&gt; добирає карту; &lt;b&gt;Ctrl+Z&lt;/b&gt; скасовує, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt; повторює.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;With supermoves&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Із суперходами&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the ruleset with supermoves (a Danish house rule, chosen in the preferences), a run of cards in suit and sequence moves at once when enough empty columns would allow it one card at a time: with k empty columns up to 2&lt;sup&gt;k&lt;/sup&gt; cards onto a column, and half as many into an empty column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;У правилах із суперходами (данське домашнє правило, вибирається в налаштуваннях) послідовність карт однієї масті за спаданням рангу переміщується одразу, якщо порожніх стовпців достатньо, щоб перемістити її по одній карті: з k порожніми стовпцями — до 2&lt;sup&gt;k&lt;/sup&gt; карт у стовпець і вдвічі менше в порожній стовпець.&lt;/p&gt;</translation>
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
        <source>Solver</source>
        <translation>Розв’язувач</translation>
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
    <message>
        <source>Show whether the game can still be won (seeing it is not help: only what you ask for counts)</source>
        <translation>Показувати, чи ще можна виграти партію (це не допомога: зараховується лише те, про що ви просите)</translation>
    </message>
    <message>
        <source>Deal only games the solver has won</source>
        <translation>Роздавати лише партії, які розв’язувач виграв</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Демонстрація</translation>
    </message>
    <message>
        <source>&amp;Where Did I Lose It?</source>
        <translation>Де я про&amp;грав?</translation>
    </message>
    <message>
        <source>Where did I lose it?</source>
        <translation>Де я програв?</translation>
    </message>
    <message>
        <source>Can this game still be won? The solver looks for a win after every move. It knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Чи можна ще виграти цю партію? Розв’язувач шукає виграш після кожного ходу. Він знає порядок карт у колоді добору, якого не знаєте ви: «Можна виграти» означає, що виграш існує, а не що його легко знайти.</translation>
    </message>
    <message>
        <source>Stop &amp;Thinking</source>
        <translation>Зупинити о&amp;бчислення</translation>
    </message>
    <message>
        <source>Think &amp;Longer</source>
        <translation>О&amp;бчислювати довше</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Можна виграти</translation>
    </message>
    <message>
        <source>Can no longer be won</source>
        <translation>Виграти вже не можна</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Ще невідомо</translation>
    </message>
    <message>
        <source>%1 positions examined</source>
        <translation>Переглянуто позицій: %1</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Обчислення…</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Цю партію вже не можна виграти.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Жоден хід більше неможливий.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Підказка: %1.</translation>
    </message>
    <message>
        <source>No winning line is known yet. A promising move: %1.</source>
        <translation>Виграшна послідовність ходів ще невідома. Перспективний хід: %1.</translation>
    </message>
    <message>
        <source>Still thinking about this position. Ask again in a moment.</source>
        <translation>Розв’язувач ще обчислює цю позицію. Запитайте ще раз за мить.</translation>
    </message>
    <message>
        <source>draw a card from the stock</source>
        <translation>візьміть карту з колоди добору</translation>
    </message>
    <message>
        <source>move the %1 to its foundation</source>
        <translation>покладіть карту «%1» на базову стопку</translation>
    </message>
    <message>
        <source>move the %1 to the empty column</source>
        <translation>покладіть карту «%1» у порожній стовпець</translation>
    </message>
    <message>
        <source>move the %1 cards from the %2 down onto the %3</source>
        <translation>перемістіть послідовність із %1 карт, починаючи з «%2», на карту «%3»</translation>
    </message>
    <message>
        <source>move the %1 onto the %2</source>
        <translation>покладіть карту «%1» на карту «%2»</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Пошук виграшної послідовності ходів…</translation>
    </message>
    <message>
        <source>Demo: click or press a key to stop it</source>
        <translation>Демонстрація: клацніть або натисніть клавішу, щоб зупинити</translation>
    </message>
    <message>
        <source>Demo stopped.</source>
        <translation>Демонстрацію зупинено.</translation>
    </message>
    <message>
        <source>Looking back through the game…</source>
        <translation>Перегляд ходу партії…</translation>
    </message>
    <message>
        <source>The solver found no position in this game that could be won.</source>
        <translation>Розв’язувач не знайшов у цій партії жодної позиції, з якої можна було виграти.</translation>
    </message>
    <message>
        <source>The solver could not decide whether any position of this game could be won.</source>
        <translation>Розв’язувач не зміг визначити, чи можна було виграти з якоїсь позиції цієї партії.</translation>
    </message>
    <message>
        <source>This position can still be won.</source>
        <translation>Цю позицію ще можна виграти.</translation>
    </message>
    <message>
        <source>The deal could be won.</source>
        <translation>Розклад можна було виграти.</translation>
    </message>
    <message>
        <source>After move %1 the game could still be won.</source>
        <translation>Після ходу %1 партію ще можна було виграти.</translation>
    </message>
    <message>
        <source>Move %1 (%2) made it lost.</source>
        <translation>Після ходу %1 (%2) її вже не можна було виграти.</translation>
    </message>
    <message>
        <source>The solver could not decide the positions after it.</source>
        <translation>Позиції після нього розв’язувач не зміг оцінити.</translation>
    </message>
    <message>
        <source>Go back there?</source>
        <translation>Повернутися туди?</translation>
    </message>
    <message>
        <source>That position is beyond the undo history and cannot be rebuilt.</source>
        <translation>Ця позиція поза історією скасування, і її неможливо відновити.</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Пошук розкладу, який можна виграти…</translation>
    </message>
    <message>
        <source>The solver has won this deal: it can be won.</source>
        <translation>Розв’язувач виграв цей розклад: його можна виграти.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Розв’язувач</translation>
    </message>
    <message>
        <source>%1 deals tried</source>
        <translation>Спробовано розкладів: %1</translation>
    </message>
    <message>
        <source>%1 positions of the game tried</source>
        <translation>Перевірено позицій партії: %1</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Помилка розв’язувача: %1</translation>
    </message>
    <message>
        <source>The solver found no win in time; the game may still be winnable.</source>
        <translation>Розв’язувач не знайшов виграшу вчасно; можливо, партію ще можна виграти.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>Скинути статистику</translation>
    </message>
    <message>
        <source>Forget the record of every game, for both rulesets? This cannot be undone.</source>
        <translation>Забути записи всіх партій для обох наборів правил? Цю дію неможливо скасувати.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ще немає</translation>
    </message>
    <message numerus="yes">
        <source>%Ln won</source>
        <translation>
            <numerusform>%Ln перемога</numerusform>
            <numerusform>%Ln перемоги</numerusform>
            <numerusform>%Ln перемог</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln поразка</numerusform>
            <numerusform>%Ln поразки</numerusform>
            <numerusform>%Ln поразок</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Reset Statistics…</source>
        <translation>Скинути с&amp;татистику…</translation>
    </message>
    <message>
        <source>A win counts as with help when you asked for a hint, a demo, Think Longer or “Where did I lose it?”. The indicator that shows whether the game can still be won is not help.</source>
        <translation>Перемога зараховується як із допомогою, якщо ви просили підказку, демонстрацію, «Обчислювати довше» або «Де я програв?». Показник того, чи ще можна виграти партію, допомогою не є.</translation>
    </message>
    <message>
        <source>&amp;One card at a time</source>
        <translation>&amp;Одна карта за раз</translation>
    </message>
    <message>
        <source>With &amp;supermoves</source>
        <translation>Із &amp;суперходами</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Зіграно партій:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Виграно партій:</translation>
    </message>
    <message>
        <source>Of which with help:</source>
        <translation>З них із допомогою:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Частка виграшів:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Поточна серія:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Найдовша серія перемог:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Найдовша серія поразок:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Найкращий рахунок:</translation>
    </message>
    <message>
        <source>Fewest moves in a won game:</source>
        <translation>Найменше ходів у виграній партії:</translation>
    </message>
</context>
</TS>
