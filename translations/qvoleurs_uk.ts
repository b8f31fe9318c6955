<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en">
<context>
    <name>Argparse</name>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>аргумент %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>невідомі аргументи: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>бракує аргументів: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>потрібне одне значення</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>неприпустиме значення: %(value)r (можливі: %(choices)s)</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>значення не приймається: %r</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Використання: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>позиційні аргументи</translation>
    </message>
    <message>
        <source>options</source>
        <translation>параметри</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>показати цю довідку й вийти</translation>
    </message>
</context>
<context>
    <name>AutoFinish</name>
    <message>
        <source>Only moves home are left: the cards go home. Click or press a key to stop.</source>
        <translation>Карти самі йдуть на базові стопки. Зупинити: клацання або клавіша.</translation>
    </message>
    <message>
        <source>Stopped: the rest of the game is yours.</source>
        <translation>Зупинено: решту партії ви граєте самі.</translation>
    </message>
</context>
<context>
    <name>BoardPhrasebook</name>
    <message>
        <source>stock empty, no redeal</source>
        <translation>колода добору порожня, повторного проходу немає</translation>
    </message>
    <message numerus="yes">
        <source>stock: %n card(s)</source>
        <translation>
            <numerusform>колода добору: %n карта</numerusform>
            <numerusform>колода добору: %n карти</numerusform>
            <numerusform>колода добору: %n карт</numerusform>
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
        <translation>пік</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черв</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
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
        <translation>файл розкладу не знайдено: %1</translation>
    </message>
    <message>
        <source>deal file %1 is not a regular file</source>
        <translation>файл розкладу %1 не є звичайним файлом</translation>
    </message>
    <message>
        <source>deal file %1 is empty</source>
        <translation>файл розкладу %1 порожній</translation>
    </message>
    <message>
        <source>deal file %1 is larger than %2 bytes</source>
        <translation>файл розкладу %1 більший за %2 байтів</translation>
    </message>
    <message>
        <source>deal file %1 may not be read (no permission)</source>
        <translation>файл розкладу %1 не можна прочитати (немає дозволу)</translation>
    </message>
    <message>
        <source>the name of deal file %1 is too long</source>
        <translation>назва файлу розкладу %1 задовга</translation>
    </message>
    <message>
        <source>cannot read deal file %1: %2</source>
        <translation>не вдається прочитати файл розкладу %1: %2</translation>
    </message>
    <message>
        <source>deal file %1 is not text (not UTF-8)</source>
        <translation>файл розкладу %1 не є текстом (не UTF-8)</translation>
    </message>
    <message>
        <source>deal file %1 is nested too deeply</source>
        <translation>файл розкладу %1 має надто глибоку вкладеність</translation>
    </message>
    <message>
        <source>deal file %1 holds a number out of range</source>
        <translation>файл розкладу %1 містить число поза допустимими межами</translation>
    </message>
    <message>
        <source>deal file %1 is not valid JSON (line %2, column %3)</source>
        <translation>файл розкладу %1 не є коректним JSON (рядок %2, стовпець %3)</translation>
    </message>
    <message>
        <source>%1 is a saved game, not a deal file; its deal is %2</source>
        <translation>%1 — це збережена партія, а не файл розкладу; код партії: %2</translation>
    </message>
    <message>
        <source>%1 is a saved game, not a deal file</source>
        <translation>%1 — це збережена партія, а не файл розкладу</translation>
    </message>
    <message>
        <source>%1 is a position in a game, not a deal (its deal is %2); solve and describe take it</source>
        <translation>%1 — це позиція в партії, а не розклад (код партії: %2); solve і describe приймають позиції</translation>
    </message>
    <message>
        <source>%1 is a position in a game, not a deal; solve and describe take it</source>
        <translation>%1 — це позиція в партії, а не розклад; solve і describe приймають позиції</translation>
    </message>
    <message>
        <source>no deal code given (a deal code looks like FT1-N-AAAAAAV)</source>
        <translation>код партії не вказано (код партії має вигляд FT1-N-AAAAAAV)</translation>
    </message>
    <message>
        <source>position from %1</source>
        <translation>позиція з %1</translation>
    </message>
    <message>
        <source>custom position</source>
        <translation>власна позиція</translation>
    </message>
    <message>
        <source>move %1 (%2) is illegal: %3</source>
        <translation>хід %1 (%2) недозволений: %3</translation>
    </message>
    <message>
        <source>lost: the stock is used up and no move left can win</source>
        <translation>програно: колода добору вичерпана і жоден хід, що лишився, не може виграти</translation>
    </message>
    <message>
        <source>A stock card goes only onto the waste, one at a time: s-w.</source>
        <translation>Карта з колоди добору йде лише на скид, по одній: s-w.</translation>
    </message>
    <message>
        <source>Column %1 holds fewer than %2 cards.</source>
        <translation>У стовпці %1 карт менше, ніж %2.</translation>
    </message>
    <message>
        <source>A game holds at most %1 actions, as many as a saved game can hold.</source>
        <translation>Партія вміщує щонайбільше %1 дій, стільки, скільки може вмістити збережена партія.</translation>
    </message>
    <message>
        <source>--deal opens the window; the command %1 takes its deal as its CODE|FILE</source>
        <translation>--deal відкриває вікно; команда %1 приймає свій розклад як CODE|FILE</translation>
    </message>
    <message>
        <source>the window opens a deal by its code; a deal file such as %1 is read by the commands, as in: %2</source>
        <translation>вікно відкриває розклад за його кодом; файл розкладу, як-от %1, читають команди, наприклад: %2</translation>
    </message>
    <message>
        <source>the window plays one deal at a time, and %1 and %2 were both named</source>
        <translation>вікно грає лише один розклад за раз, а вказано і %1, і %2</translation>
    </message>
    <message>
        <source>cannot open the window: %1 needs a file that can be read, and %2 is not one</source>
        <translation>не вдається відкрити вікно: %1 потребує файлу, який можна прочитати, а %2 таким не є</translation>
    </message>
    <message>
        <source>cannot open the window: %1 takes a file of at most %2 MB, and %3 is larger</source>
        <translation>не вдається відкрити вікно: %1 приймає файл розміром не більше %2 МБ, а %3 більший</translation>
    </message>
    <message>
        <source>the command %1 takes its deal after it, as in: %2</source>
        <translation>розклад треба вказати після команди %1, наприклад: %2</translation>
    </message>
    <message>
        <source>Quarante Voleurs is already open: its window is now in front.</source>
        <translation>Quarante Voleurs уже відкрито: його вікно тепер на передньому плані.</translation>
    </message>
    <message>
        <source>cannot open the window: Qt has no style %1 here (it has %2)</source>
        <translation>не вдається відкрити вікно: Qt не має тут стилю %1 (є: %2)</translation>
    </message>
    <message>
        <source>bad deal file %1: %2</source>
        <translation>некоректний файл розкладу %1: %2</translation>
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
        <translation>колода добору, від першої карти: %1</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>власний розклад</translation>
    </message>
    <message>
        <source>not a move: %1 (piles: s, w, c1..c10, f1..f8; moves like w-c3, c3-f1, s-w)</source>
        <translation>це не хід: %1 (стопки: s, w, c1..c10, f1..f8; ходи на кшталт w-c3, c3-f1, s-w)</translation>
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
        <source>not a number of seconds: %1</source>
        <translation>це не кількість секунд: %1</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 and at most %1 seconds, not %2</source>
        <translation>ліміт часу має бути більшим за 0 і не більшим за %1 секунд, а не %2</translation>
    </message>
    <message>
        <source>%1: %2 in %3 s, positions examined: %4</source>
        <translation>%1: %2 (%3 с, перевірено позицій: %4)</translation>
    </message>
    <message>
        <source>Qt cannot start: missing system libraries: %1</source>
        <translation>Qt не може запуститися: бракує системних бібліотек: %1</translation>
    </message>
    <message>
        <source>Qt cannot start: missing system libraries: %1; on Debian or Ubuntu install them with: %2</source>
        <translation>Qt не може запуститися: бракує системних бібліотек: %1; у Debian чи Ubuntu встановіть їх командою: %2</translation>
    </message>
    <message>
        <source>Qt cannot start: %1</source>
        <translation>Qt не може запуститися: %1</translation>
    </message>
    <message>
        <source>cannot open the window: Qt has no platform %1 here (it has %2)</source>
        <translation>не вдається відкрити вікно: Qt не має тут платформи %1 (є: %2)</translation>
    </message>
    <message>
        <source>cannot open the window: QT_QPA_PLATFORM=%1 asks for a display that is not set (%2); unset QT_QPA_PLATFORM to use the one there is</source>
        <translation>не вдається відкрити вікно: QT_QPA_PLATFORM=%1 вимагає дисплея, який не задано (%2); приберіть QT_QPA_PLATFORM, щоб використати наявний</translation>
    </message>
    <message>
        <source>cannot open the window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); the commands work without one (see &apos;%1&apos;)</source>
        <translation>не вдається відкрити вікно: немає дисплея (не задано ні DISPLAY, ні WAYLAND_DISPLAY); команди працюють і без нього (див. &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display WAYLAND_DISPLAY=%1 is looked for in XDG_RUNTIME_DIR, which is not set; the commands work without one (see &apos;%2&apos;)</source>
        <translation>не вдається відкрити вікно: дисплей WAYLAND_DISPLAY=%1 шукають у XDG_RUNTIME_DIR, а цю змінну не задано; команди працюють і без нього (див. &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display %1=%2 refused the connection (may this user use it? see XAUTHORITY); the commands work without one (see &apos;%3&apos;)</source>
        <translation>не вдається відкрити вікно: дисплей %1=%2 відхилив з’єднання (чи має цей користувач доступ до нього? див. XAUTHORITY); команди працюють і без нього (див. &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: the display %1=%2 does not answer (is its server running?); the commands work without one (see &apos;%3&apos;)</source>
        <translation>не вдається відкрити вікно: дисплей %1=%2 не відповідає (чи запущено його сервер?); команди працюють і без нього (див. &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнений</translation>
    </message>
    <message>
        <source>symbolic links lead round in a loop</source>
        <translation>символьні посилання вказують одне на одне по колу</translation>
    </message>
    <message>
        <source>an input/output error (a fault of the disk or the device)</source>
        <translation>помилка введення-виведення (збій диска або пристрою)</translation>
    </message>
    <message>
        <source>the file has grown too large</source>
        <translation>файл став завеликим</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>відкрито забагато файлів</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>недостатньо пам’яті</translation>
    </message>
    <message>
        <source>no permission</source>
        <translation>немає дозволу</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>системна помилка %1</translation>
    </message>
    <message>
        <source>standard output is closed</source>
        <translation>стандартне виведення закрито</translation>
    </message>
    <message>
        <source>the output could not be written: %1</source>
        <translation>не вдалося записати виведення: %1</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 needs a framebuffer device, and there is no %2; the commands work without one (see &apos;%3&apos;)</source>
        <translation>не вдається відкрити вікно: платформа Qt %1 потребує пристрою кадрового буфера, а пристрою %2 немає; команди працюють і без нього (див. &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 needs a framebuffer device, and %2 is not one; the commands work without one (see &apos;%3&apos;)</source>
        <translation>не вдається відкрити вікно: платформа Qt %1 потребує пристрою кадрового буфера, а %2 ним не є; команди працюють і без нього (див. &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 cannot open the framebuffer device %2 (%3); the commands work without one (see &apos;%4&apos;)</source>
        <translation>не вдається відкрити вікно: платформа Qt %1 не може відкрити пристрій кадрового буфера %2 (%3); команди працюють і без нього (див. &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>cannot open the window: Qt&apos;s platform %1 finds no screen it can use here; the commands work without one (see &apos;%2&apos;)</source>
        <translation>не вдається відкрити вікно: платформа Qt %1 не знаходить тут екрана, який могла б використати; команди працюють і без нього (див. &apos;%2&apos;)</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>Quarante Voleurs (Forty Thieves), the two-deck patience game, with a solver.</source>
        <translation>Quarante Voleurs («Сорок розбійників»), пасьянс на дві колоди, з розв’язувачем.</translation>
    </message>
    <message>
        <source>Without a COMMAND, qvoleurs opens the game window. With a COMMAND it answers on the command line and opens no window (and needs no display).</source>
        <translation>Без COMMAND qvoleurs відкриває вікно гри. З COMMAND програма відповідає в командному рядку й не відкриває вікна (і не потребує дисплея).</translation>
    </message>
    <message>
        <source>CODE|FILE names a deal: either a deal code such as FT1-N-AAAAAAV (FT1, the ruleset N or S, and seven characters; the game&apos;s Game menu copies the code of the deal on the table), or a JSON file holding a deal, as `qvoleurs deal CODE --json` prints it (any layout of two full decks). An argument ending in .json, holding a slash, or naming an existing file is read as a file.</source>
        <translation>CODE|FILE задає розклад: або код партії, наприклад FT1-N-AAAAAAV (FT1, правила N або S і сім символів; у вікні гри меню «Гра» копіює код розкладу на столі), або файл JSON з розкладом у тому вигляді, як його виводить `qvoleurs deal CODE --json` (будь-яке розміщення карт двох повних колод). Аргумент, що закінчується на .json, містить скісну риску або є ім’ям наявного файлу, читається як файл.</translation>
    </message>
    <message>
        <source>The commands solve and describe also take a position in a game: a deal file with cards on the waste or the foundations, or the whole output of `qvoleurs replay CODE MOVE... --json`. The moves solve prints then start from that position.</source>
        <translation>Команди solve і describe також приймають позицію в партії: файл розкладу з картами на скиді або базових стопках чи весь вивід `qvoleurs replay CODE MOVE... --json`. Ходи, які тоді виводить solve, починаються з цієї позиції.</translation>
    </message>
    <message>
        <source>Moves (replay) are written s-w (draw), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (a supermove of three cards); piles s, w, c1 to c10, f1 to f8.</source>
        <translation>Ходи (replay) записують так: s-w (добрати карту), w-c3, c3-c7, c3-f1, f2-c5, c3-c7/3 (суперхід трьох карт); стопки s, w, c1–c10, f1–f8.</translation>
    </message>
    <message>
        <source>Exit status: 0 done, 1 an illegal move in replay or an output that could not be written, 2 bad input (one line on standard error), or no display or missing system libraries for the window, 130 stopped by Ctrl+C.</source>
        <translation>Код завершення: 0 — виконано, 1 — недозволений хід у replay або виведення, яке не вдалося записати, 2 — хибні вхідні дані (один рядок у стандартному потоці помилок) або для вікна немає дисплея чи бракує системних бібліотек, 130 — зупинено через Ctrl+C.</translation>
    </message>
    <message>
        <source>Each command has its own help: qvoleurs COMMAND --help.</source>
        <translation>Кожна команда має власну довідку: qvoleurs COMMAND --help.</translation>
    </message>
    <message>
        <source>a deal code such as FT1-N-AAAAAAV, or a deal JSON file (see qvoleurs --help)</source>
        <translation>код партії, наприклад FT1-N-AAAAAAV, або файл JSON з розкладом (див. qvoleurs --help)</translation>
    </message>
    <message>
        <source>a deal code such as FT1-N-AAAAAAV, a deal JSON file, or a position in a game (see qvoleurs --help)</source>
        <translation>код партії, наприклад FT1-N-AAAAAAV, файл JSON з розкладом або позиція в партії (див. qvoleurs --help)</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>вивести JSON</translation>
    </message>
    <message>
        <source>open the window on the deal of this code, such as FT1-N-AAAAAAV (a game in progress is asked about first, as New Game from Code asks); qvoleurs CODE does the same</source>
        <translation>відкрити вікно з розкладом за цим кодом, наприклад FT1-N-AAAAAAV (про партію, що триває, спершу запитують, як у «Нова партія за кодом»); qvoleurs CODE робить те саме</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>показати номер версії програми й вийти</translation>
    </message>
    <message>
        <source>language of a command&apos;s text, and of the window where Preferences ▸ Language follows the system (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)</source>
        <translation>мова тексту команди, а також вікна, якщо в параметрі Налаштування ▸ Мова вибрано мову системи (типово: з LANGUAGE, LC_ALL, LC_MESSAGES або LANG, інакше en)</translation>
    </message>
    <message>
        <source>the layout of a deal</source>
        <translation>розміщення карт у розкладі</translation>
    </message>
    <message>
        <source>Print the layout of a deal (CODE or FILE).</source>
        <translation>Вивести розміщення карт у розкладі (CODE або FILE).</translation>
    </message>
    <message>
        <source>the board read out as text</source>
        <translation>текстовий опис столу</translation>
    </message>
    <message>
        <source>Read the board of a deal out as text.</source>
        <translation>Вивести текстовий опис столу розкладу.</translation>
    </message>
    <message>
        <source>play moves from a deal and report the result</source>
        <translation>зіграти ходи в розкладі й повідомити результат</translation>
    </message>
    <message>
        <source>Play MOVEs from a deal and report the score and the state; exit 1 at an illegal move.</source>
        <translation>Зіграти MOVE у розкладі й повідомити рахунок і стан; код завершення 1 у разі недозволеного ходу.</translation>
    </message>
    <message>
        <source>moves like s-w w-c3 c3-f1</source>
        <translation>ходи на кшталт s-w w-c3 c3-f1</translation>
    </message>
    <message>
        <source>a winning line, a proof that none exists, or unknown</source>
        <translation>виграшна послідовність ходів, доказ, що її немає, або невідомо</translation>
    </message>
    <message>
        <source>Search a deal for a winning line and print it, or prove that none exists; the result is unknown when the time limit runs out first.</source>
        <translation>Шукати в розкладі виграшну послідовність ходів і вивести її або довести, що такої немає; результат невідомий, якщо ліміт часу вичерпається раніше.</translation>
    </message>
    <message>
        <source>seconds to search, more than 0 and at most 86400 (a day); default 10</source>
        <translation>секунди на пошук, більше за 0 і не більше 86400 (доба); типово 10</translation>
    </message>
    <message>
        <source>language of the text (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)</source>
        <translation>мова тексту (типово: з LANGUAGE, LC_ALL, LC_MESSAGES або LANG, інакше en)</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type a deal code, like FT1-N-AAAAAAV.</source>
        <translation>Введіть код партії, наприклад FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code. A deal code looks like FT1-N-AAAAAAV: FT1, the rules letter, seven characters.</source>
        <translation>%1 — не код партії. Код партії має вигляд FT1-N-AAAAAAV: FT1, літера правил, сім символів.</translation>
    </message>
    <message>
        <source>%1 is not a deal code this game knows: deal codes start with FT1, not %2.</source>
        <translation>%1 — не код партії, відомий цій грі: коди партій починаються з FT1, а не з %2.</translation>
    </message>
    <message>
        <source>%1 names rules “%2”, which this game does not know. The rules letter is one of %3.</source>
        <translation>У коді %1 вказано правила «%2», яких ця гра не знає. Літера правил — одна з %3.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: “%2” never appears in one. After the rules letter come seven of the letters A to Z and the digits 2 to 7.</source>
        <translation>%1 — не код партії: «%2» у ньому ніколи не трапляється. Після літери правил ідуть сім символів: літери від A до Z і цифри від 2 до 7.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a space in it. A deal code has no spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 — не код партії: у ньому є пробіл. Код партії не має пробілів, наприклад FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a tab in it. A deal code has no tabs or spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 — не код партії: у ньому є табуляція. Код партії не має табуляцій чи пробілів, наприклад FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: it has a line break in it. A deal code is one line with no spaces, like FT1-N-AAAAAAV.</source>
        <translation>%1 — не код партії: у ньому є розрив рядка. Код партії — це один рядок без пробілів, наприклад FT1-N-AAAAAAV.</translation>
    </message>
    <message>
        <source>%1 is not a deal code: a deal code has %3 characters after the rules letter, and this one has %2.</source>
        <translation>%1 — не код партії: у коді партії після літери правил має бути %3 символів, а в цьому — %2.</translation>
    </message>
    <message>
        <source>There is no deal number %1: deal numbers go from 0 to %2.</source>
        <translation>Партії з номером %1 немає: номери партій — від 0 до %2.</translation>
    </message>
</context>
<context>
    <name>DealCodeDialog</name>
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
</context>
<context>
    <name>DealFile</name>
    <message>
        <source>bad deal file %1: it names rules %2, which this game does not know (it knows %3)</source>
        <translation>некоректний файл розкладу %1: у ньому вказано правила %2, яких ця гра не знає (вона знає %3)</translation>
    </message>
    <message>
        <source>bad deal file %1: a deal starts with an empty waste and empty foundations</source>
        <translation>некоректний файл розкладу %1: розклад починається з порожнього скиду й порожніх базових стопок</translation>
    </message>
    <message>
        <source>bad deal file %1: it must hold one JSON object with the columns and the stock</source>
        <translation>некоректний файл розкладу %1: він має містити один об’єкт JSON зі стовпцями й колодою добору</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste must be a list of cards, empty in a deal</source>
        <translation>некоректний файл розкладу %1: його скид має бути списком карт, на початку партії порожнім</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundations must be a list of %2 lists of cards, empty in a deal</source>
        <translation>некоректний файл розкладу %1: його базові стопки мають бути списком із %2 списків карт, на початку партії порожніх</translation>
    </message>
    <message>
        <source>bad deal file %1: its columns must be a list of %2 lists of cards</source>
        <translation>некоректний файл розкладу %1: його стовпці мають бути списком із %2 списків карт</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock must be a list of cards</source>
        <translation>некоректний файл розкладу %1: його колода добору має бути списком карт</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 is not a list of cards</source>
        <translation>некоректний файл розкладу %1: його стовпець %2 — не список карт</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 holds %3, which is not a card (a card is written like TH or 2S)</source>
        <translation>некоректний файл розкладу %1: його стовпець %2 містить %3, а це не карта (карту записують як TH або 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock holds %2, which is not a card (a card is written like TH or 2S)</source>
        <translation>некоректний файл розкладу %1: його колода добору містить %2, а це не карта (карту записують як TH або 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its column %2 holds %3 a third time (two decks hold each card twice)</source>
        <translation>некоректний файл розкладу %1: його стовпець %2 утретє містить %3 (у двох колодах кожна карта є двічі)</translation>
    </message>
    <message>
        <source>bad deal file %1: its stock holds %2 a third time (two decks hold each card twice)</source>
        <translation>некоректний файл розкладу %1: його колода добору утретє містить %2 (у двох колодах кожна карта є двічі)</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste holds %2, which is not a card (a card is written like TH or 2S)</source>
        <translation>некоректний файл розкладу %1: його скид містить %2, а це не карта (карту записують як TH або 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3, which is not a card (a card is written like TH or 2S)</source>
        <translation>некоректний файл розкладу %1: його базова стопка %2 містить %3, а це не карта (карту записують як TH або 2S)</translation>
    </message>
    <message>
        <source>bad deal file %1: its waste holds %2 a third time (two decks hold each card twice)</source>
        <translation>некоректний файл розкладу %1: його скид утретє містить %2 (у двох колодах кожна карта є двічі)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 a third time (two decks hold each card twice)</source>
        <translation>некоректний файл розкладу %1: його базова стопка %2 утретє містить %3 (у двох колодах кожна карта є двічі)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 where %4 belongs (foundations 1 to 8 are spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs)</source>
        <translation>некоректний файл розкладу %1: його базова стопка %2 містить %3 там, де має бути %4 (базові стопки 1–8: піки, черви, бубни, трефи, піки, черви, бубни, трефи)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 where %4 belongs (a foundation is built up in its suit from the ace, one rank at a time)</source>
        <translation>некоректний файл розкладу %1: його базова стопка %2 містить %3 там, де має бути %4 (базову стопку збирають у її масті від туза, без пропусків)</translation>
    </message>
    <message>
        <source>bad deal file %1: its foundation %2 holds %3 above its king (a foundation ends with the king)</source>
        <translation>некоректний файл розкладу %1: його базова стопка %2 містить %3 поверх короля (базова стопка закінчується королем)</translation>
    </message>
    <message>
        <source>bad deal file %1: its state must be a JSON object with the columns, the stock, the waste and the foundations, as replay --json prints it</source>
        <translation>некоректний файл розкладу %1: його поле state має бути об’єктом JSON зі стовпцями, колодою добору, скидом і базовими стопками, як його виводить replay --json</translation>
    </message>
    <message>
        <source>bad deal file %1: a deal has %2 cards (two full decks), this one %3</source>
        <translation>некоректний файл розкладу %1: у розкладі %2 карти (дві повні колоди), а в цьому — %3</translation>
    </message>
    <message>
        <source>bad deal file %1: its code %2 is not a deal code this game knows</source>
        <translation>некоректний файл розкладу %1: його код %2 — не код партії, відомий цій грі</translation>
    </message>
    <message>
        <source>bad deal file %1: its number %2 is not a whole number</source>
        <translation>некоректний файл розкладу %1: його номер %2 — не ціле число</translation>
    </message>
    <message>
        <source>bad deal file %1: its number is out of range: deal numbers go from 0 to %2</source>
        <translation>некоректний файл розкладу %1: його номер поза межами: номери партій — від 0 до %2</translation>
    </message>
</context>
<context>
    <name>FileNotices</name>
    <message>
        <source>Quarante Voleurs may neither read nor write in its folder %1 (no permission): your saved game and statistics there are left as they are, and this window will save neither its game nor the statistics. To play on with them, give yourself permission on that folder.</source>
        <translation>Quarante Voleurs не має дозволу ні читати, ні записувати у своїй теці %1: збережену партію і статистику в ній залишено як є, і це вікно не зберігатиме ні свою партію, ні статистику. Щоб грати з ними далі, надайте собі дозвіл на доступ до цієї теки.</translation>
    </message>
    <message>
        <source>Quarante Voleurs is already running in another window. This one will not save its game or the statistics until that window closes.</source>
        <translation>Quarante Voleurs уже запущено в іншому вікні. Це вікно не зберігатиме ні свою партію, ні статистику, доки те вікно не буде закрито.</translation>
    </message>
    <message>
        <source>Quarante Voleurs could not check whether it is already running (%1). Do not open the game twice.</source>
        <translation>Quarante Voleurs не вдалося перевірити, чи його вже запущено (%1). Не відкривайте гру двічі.</translation>
    </message>
    <message>
        <source>The other window of Quarante Voleurs has closed: this one now saves its game and the statistics.</source>
        <translation>Інше вікно Quarante Voleurs закрито: тепер це вікно зберігає свою партію і статистику.</translation>
    </message>
    <message>
        <source>The other window&apos;s game was kept as %1.</source>
        <translation>Партія іншого вікна лишилася у файлі %1.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder: %1 leads to %2, which is not there. Make %2 (or connect the drive it is on) or remove the link, or your game and your statistics will not be kept after you quit.</source>
        <translation>Quarante Voleurs не може записувати у свою теку: %1 вказує на %2, але такого шляху немає. Створіть %2 (або під’єднайте відповідний диск) чи вилучіть посилання, інакше вашу партію й статистику буде втрачено після виходу.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder: %1 is not a folder. Move or rename it, or your game and your statistics will not be kept after you quit.</source>
        <translation>Quarante Voleurs не може записувати у свою теку: %1 — не тека. Перемістіть або перейменуйте це, інакше вашу партію й статистику буде втрачено після виходу.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot make its folder in %1 (%2): nothing you play will be kept after you quit.</source>
        <translation>Quarante Voleurs не може створити свою теку в %1 (%2): усе, що ви зіграєте, не буде збережено після виходу.</translation>
    </message>
    <message>
        <source>Quarante Voleurs cannot write in its folder %1 (%2): nothing you play from now on will be kept after you quit; what was saved before stays as it is.</source>
        <translation>Quarante Voleurs не може записувати у свою теку %1 (%2): усе, що ви зіграєте відтепер, не буде збережено після виходу; збережене раніше залишиться як є.</translation>
    </message>
    <message>
        <source>Your game and your statistics could not be saved (%1): if you quit now, they will not be kept.</source>
        <translation>Не вдалося зберегти вашу партію й статистику (%1): якщо ви зараз вийдете, їх буде втрачено.</translation>
    </message>
    <message>
        <source>Your game is saved again.</source>
        <translation>Ваша партія знову зберігається.</translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Ваші налаштування знову зберігаються.</translation>
    </message>
    <message>
        <source>Your statistics are saved again.</source>
        <translation>Ваша статистика знову зберігається.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнений</translation>
    </message>
    <message>
        <source>the folder may not be written to</source>
        <translation>у цю теку заборонено записувати</translation>
    </message>
    <message>
        <source>the folder&apos;s path is too long</source>
        <translation>шлях до теки задовгий</translation>
    </message>
    <message>
        <source>%1 leads to %2, which is not there</source>
        <translation>%1 вказує на %2, але такого шляху немає</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 — не тека</translation>
    </message>
    <message>
        <source>the disk refused it</source>
        <translation>диск відмовив у записі</translation>
    </message>
    <message>
        <source>Make %2 (or connect the drive it is on), or remove the link %1.</source>
        <translation>Створіть %2 (або під’єднайте відповідний диск) чи вилучіть посилання %1.</translation>
    </message>
    <message>
        <source>Move or rename %1 so that Quarante Voleurs can make its folder there.</source>
        <translation>Перемістіть або перейменуйте %1, щоб Quarante Voleurs міг створити там свою теку.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Файл збережено як %1.</translation>
    </message>
    <message>
        <source>The save before it was kept as %1.</source>
        <translation>Попереднє збереження лишилося у файлі %1.</translation>
    </message>
    <message>
        <source>Your saved game was missing and the save before it could not be read (no permission). That save is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Збережена партія зникла, а попереднє збереження не вдалося прочитати (немає дозволу). Його залишено як є, і це вікно не зберігатиме ні свою партію, ні статистику.</translation>
    </message>
    <message>
        <source>Your saved game could not be used, and the save before it could not be read (no permission). That save is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Збережену партію не вдалося використати, а попереднє збереження не вдалося прочитати (немає дозволу). Його залишено як є, і це вікно не зберігатиме ні свою партію, ні статистику.</translation>
    </message>
    <message>
        <source>Your saved game was missing, so the save before it was restored.</source>
        <translation>Збережена партія зникла, тому відновлено попереднє збереження.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so the save before it was restored.</source>
        <translation>Збережена партія була пошкоджена, тому відновлено попереднє збереження.</translation>
    </message>
    <message>
        <source>Your saved game was missing and the save before it was damaged, so a new game was dealt.</source>
        <translation>Збережена партія зникла, а попереднє збереження було пошкоджене, тому роздано нову партію.</translation>
    </message>
    <message>
        <source>Your saved game was damaged and could not be restored, so a new game was dealt.</source>
        <translation>Збережена партія була пошкоджена, і її не вдалося відновити, тому роздано нову партію.</translation>
    </message>
    <message>
        <source>Your settings were damaged, so the settings saved before them were restored.</source>
        <translation>Ваші налаштування були пошкоджені, тому відновлено попередні збережені налаштування.</translation>
    </message>
    <message>
        <source>Your settings were damaged, so the defaults are used.</source>
        <translation>Ваші налаштування були пошкоджені, тому використано типові значення.</translation>
    </message>
    <message>
        <source>Your statistics were missing, so the copy saved before them was restored.</source>
        <translation>Вашої статистики не було, тому відновлено попередню збережену копію.</translation>
    </message>
    <message>
        <source>Your statistics were damaged, so the copy saved before them was restored.</source>
        <translation>Ваша статистика була пошкоджена, тому відновлено попередню збережену копію.</translation>
    </message>
    <message>
        <source>Part of your statistics was damaged, so only that part was dropped and the rest was kept.</source>
        <translation>Частину вашої статистики було пошкоджено, тому відкинуто лише цю частину, а решту збережено.</translation>
    </message>
    <message>
        <source>Your statistics were damaged, so they start again from zero.</source>
        <translation>Ваша статистика була пошкоджена, тому вона починається з нуля.</translation>
    </message>
    <message>
        <source>Your saved game was made by a newer version of Quarante Voleurs. It is left as it is for that version, and this window will save neither its game nor the statistics.</source>
        <translation>Збережену партію створено новішою версією Quarante Voleurs. Її залишено як є для тієї версії, і це вікно не зберігатиме ні свою партію, ні статистику.</translation>
    </message>
    <message>
        <source>Your settings were made by a newer version of Quarante Voleurs, so the defaults are used. The file is left as it is for that version, and changes will not be saved.</source>
        <translation>Ваші налаштування створено новішою версією Quarante Voleurs, тому використано типові значення. Файл залишено як є для тієї версії, і зміни не буде збережено.</translation>
    </message>
    <message>
        <source>Your statistics were made by a newer version of Quarante Voleurs. They are left as they are for that version, and the games of this session will not be counted.</source>
        <translation>Вашу статистику створено новішою версією Quarante Voleurs. Її залишено як є для тієї версії, і партії цього сеансу не буде враховано.</translation>
    </message>
    <message>
        <source>Your saved game could not be read (no permission). It is left as it is, and this window will save neither its game nor the statistics.</source>
        <translation>Не вдалося прочитати збережену партію (немає дозволу). Її залишено як є, і це вікно не зберігатиме ні свою партію, ні статистику.</translation>
    </message>
    <message>
        <source>Your settings could not be read (no permission), so the defaults are used. The file is left as it is, and changes will not be saved.</source>
        <translation>Не вдалося прочитати ваші налаштування (немає дозволу), тому використано типові значення. Файл залишено як є, і зміни не буде збережено.</translation>
    </message>
    <message>
        <source>Your statistics could not be read (no permission). They are left as they are, and the games of this session will not be counted.</source>
        <translation>Не вдалося прочитати вашу статистику (немає дозволу). Її залишено як є, і партії цього сеансу не буде враховано.</translation>
    </message>
    <message>
        <source>Your game could not be saved as you left it (%1).</source>
        <translation>Не вдалося зберегти вашу партію такою, якою ви її залишили (%1).</translation>
    </message>
    <message>
        <source>The window&apos;s size and place could not be saved (%1).</source>
        <translation>Не вдалося зберегти розмір і положення вікна (%1).</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1): your changes are not kept.</source>
        <translation>Не вдалося зберегти ваші налаштування (%1): ваші зміни втрачено.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1): the games of this session are not kept.</source>
        <translation>Не вдалося зберегти вашу статистику (%1): партії цього сеансу втрачено.</translation>
    </message>
    <message>
        <source>Your game could not be saved (%1): if you quit now, it will not be kept.</source>
        <translation>Не вдалося зберегти вашу партію (%1): якщо ви зараз вийдете, її буде втрачено.</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1): your changes will not be kept after you quit.</source>
        <translation>Не вдалося зберегти ваші налаштування (%1): після виходу ваші зміни буде втрачено.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1): the games of this session will not be kept after you quit.</source>
        <translation>Не вдалося зберегти вашу статистику (%1): після виходу партії цього сеансу буде втрачено.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <translation>Почати партію &amp;заново</translation>
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
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити хід</translation>
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
        <source>Arrow keys move between the piles, Space picks up and puts down, Enter plays a card, %1 draws a card, %2 gives a hint, Ctrl+B shows the whole board as text.</source>
        <translation>Стрілки переміщують фокус між стопками, Пропуск бере й кладе карту, Enter грає карту, %1 добирає карту, %2 дає підказку, Ctrl+B показує весь стіл текстом.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Скасувати хід</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <source>Close this message (Esc)</source>
        <translation>Закрити це повідомлення (Esc)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>%1 — Quarante Voleurs</source>
        <translation>%1 — Quarante Voleurs</translation>
    </message>
    <message>
        <source>The stock is used up and none of the moves left can win the game. Undo some moves to try another way, or start a new game.</source>
        <translation>Колода добору вичерпана, і жоден із ходів, що лишилися, не може виграти партію. Скасуйте кілька ходів, щоб спробувати інакше, або почніть нову партію.</translation>
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
        <translation>Колода добору: %1</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Колода добору: порожня</translation>
    </message>
    <message>
        <source>%1 goes onto no card, only into an empty column.</source>
        <translation>%1 не лягає на жодну карту, лише в порожній стовпець.</translation>
    </message>
    <message>
        <source>%1 goes only onto %2.</source>
        <translation>%1 лягає лише на карту «%2».</translation>
    </message>
    <message>
        <source>A new best score!</source>
        <translation>Новий найкращий рахунок!</translation>
    </message>
    <message>
        <source>Your fewest moves yet!</source>
        <translation>Найменше ходів за весь час!</translation>
    </message>
    <message>
        <source>Your best time yet!</source>
        <translation>Ваш найкращий час!</translation>
    </message>
    <message>
        <source>With Tab: %1</source>
        <translation>Клавішею Tab: %1</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start deal %1 instead?</source>
        <translation>Незавершену партію буде зараховано як програну. Почати натомість розклад %1?</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;Forty Thieves, the two-deck patience game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. It comes with absolutely no warranty.&lt;/p&gt;&lt;p&gt;Qt %2, Python %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Quarante Voleurs %1&lt;/h3&gt;&lt;p&gt;«Сорок розбійників» — пасьянс на дві колоди.&lt;/p&gt;&lt;p&gt;Вільне програмне забезпечення за ліцензією GNU General Public License версії 3 або новішої. Жодних гарантій не надається.&lt;/p&gt;&lt;p&gt;Qt %2, Python %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Full screen: press %1 or Esc to leave it, or move the pointer to the top edge for the menus</source>
        <translation>Повноекранний режим: натисніть %1 або Esc, щоб вийти з нього, або наведіть вказівник на верхній край екрана, щоб побачити меню</translation>
    </message>
    <message>
        <source>Full screen left</source>
        <translation>Повноекранний режим вимкнено</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Власний розклад</translation>
    </message>
    <message>
        <source>Your game is back as you left it, at move %1.</source>
        <translation>Вашу партію відновлено такою, якою ви її залишили, на ході %1.</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Нічого скасовувати</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Нічого повторювати</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <translation>Код партії: %1</translation>
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
        <source>Full screen: press %1 or Esc to leave it</source>
        <translation>Повноекранний режим: натисніть %1 або Esc, щоб вийти з нього</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Клавіатурні скорочення</translation>
    </message>
    <message>
        <source>Nothing more to undo: the undo limit is set in the preferences</source>
        <translation>Більше нічого скасовувати: межу задано в налаштуваннях</translation>
    </message>
    <message>
        <source>Restart this deal?</source>
        <translation>Почати цей розклад заново?</translation>
    </message>
    <message>
        <source>The game in progress will count as lost. Start this deal again from the beginning?</source>
        <translation>Незавершену партію буде зараховано як програну. Почати цей розклад спочатку?</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Час: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Повноекранний режим</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Every setting is back to its default</source>
        <translation>Усі налаштування повернуто до типових</translation>
    </message>
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
        <source>The game is won: all 104 cards are on the foundations.</source>
        <translation>Партію виграно: усі 104 карти лежать на базових стопках.</translation>
    </message>
    <message>
        <source>This game has reached the most actions a saved game can hold (500,000). Undo a move to play on, or restart the deal.</source>
        <translation>Ця партія досягла найбільшої кількості дій, яку може вмістити збережена партія (500 000). Скасуйте хід, щоб грати далі, або почніть партію заново.</translation>
    </message>
    <message>
        <source>Only cards turned over from the stock go onto the waste.</source>
        <translation>На стопку скиду потрапляють лише карти, перевернуті з колоди добору.</translation>
    </message>
    <message>
        <source>There is no second pass through the stock: once it is empty, each of its 64 cards has been turned over once.</source>
        <translation>Повторного проходу колоди добору немає: коли вона порожня, кожну з її 64 карт уже перевернуто один раз.</translation>
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
    <message>
        <source>A click on the stock turns one card face up onto the waste.</source>
        <translation>Клацання по колоді добору перевертає одну карту на стопку скиду.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Quarante Voleurs</source>
        <translation>Правила Quarante Voleurs</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Quarante Voleurs (Forty Thieves)</source>
        <translation>Quarante Voleurs («Сорок розбійників»)</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Мета</translation>
    </message>
    <message>
        <source>Two full packs are shuffled together: 104 cards, every card twice. The aim is to build all 104 cards onto the eight foundations. One card moves at a time and the stock is gone through only once, so many deals cannot be won.</source>
        <translation>Дві повні колоди перемішують разом: 104 карти, кожна карта двічі. Мета — зібрати всі 104 карти на вісім базових стопок. Переміщують лише одну карту за раз, а колоду добору проходять лише один раз, тож багато розкладів виграти неможливо.</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Початкове розкладання</translation>
    </message>
    <message>
        <source>Ten columns of four cards, all face up.</source>
        <translation>Десять стовпців по чотири карти, усі горілиць.</translation>
    </message>
    <message>
        <source>The stock: the other 64 cards, face down. The waste beside it starts empty.</source>
        <translation>Колода добору: решта 64 карти, долілиць. Стопка скиду поруч із нею спочатку порожня.</translation>
    </message>
    <message>
        <source>Eight foundations, each with a fixed suit, left to right: spades, hearts, diamonds, clubs, spades, hearts, diamonds, clubs.</source>
        <translation>Вісім базових стопок, кожна з визначеною мастю, зліва направо: піки, черви, бубни, трефи, піки, черви, бубни, трефи.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <source>Only one card moves at a time: the top card of a column or of the waste. Two cards in sequence are moved one by one.</source>
        <translation>Переміщують лише одну карту за раз: верхню карту стовпця або стопки скиду. Дві послідовні карти однієї масті потрібно переміщувати по черзі.</translation>
    </message>
    <message>
        <source>On a column, a card goes on the card of the **same suit** that is exactly **one rank higher**: spades 7 on spades 8, never on hearts 8. Nothing goes on an ace.</source>
        <translation>У стовпці карту кладуть на карту **тієї самої масті**, рівно **на один ранг вищу**: 7 пік на 8 пік, ніколи на 8 черв. На туза нічого покласти не можна.</translation>
    </message>
    <message>
        <source>Any card may go into an empty column.</source>
        <translation>У порожній стовпець можна покласти будь-яку карту.</translation>
    </message>
    <message>
        <source>A foundation starts with the ace of its suit and is built up to the king.</source>
        <translation>Базова стопка починається з туза своєї масті, і її збирають до короля.</translation>
    </message>
    <message>
        <source>The top card of a foundation may come back onto a column where it fits; it costs 15 points.</source>
        <translation>Верхню карту базової стопки можна повернути у стовпець, куди вона підходить; це коштує 15 очок.</translation>
    </message>
    <message>
        <source>The stock and the waste</source>
        <translation>Колода добору та стопка скиду</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card face up onto the waste. Only the top card of the waste can be played. There is no redeal: once the 64 cards have been turned over, the stock stays empty.</source>
        <translation>Клацніть колоду добору, щоб перевернути її верхню карту на стопку скиду. Зі стопки скиду можна зіграти лише верхню карту. Повторного проходу колоди добору немає: коли всі 64 карти перевернуто, вона лишається порожньою.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Завершення партії</translation>
    </message>
    <message>
        <source>The game is won when all eight foundations hold their thirteen cards.</source>
        <translation>Партію виграно, коли кожна з восьми базових стопок містить свої тринадцять карт.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Дія</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>A card onto a foundation</source>
        <translation>Карту покладено на базову стопку</translation>
    </message>
    <message>
        <source>A waste card onto a column</source>
        <translation>Карту зі стопки скиду покладено у стовпець</translation>
    </message>
    <message>
        <source>A foundation card back onto a column</source>
        <translation>Карту повернуто з базової стопки у стовпець</translation>
    </message>
    <message>
        <source>Column to column, drawing a card</source>
        <translation>Переміщення між стовпцями, добір карти</translation>
    </message>
    <message>
        <source>The score starts at 0 and never goes below 0. There is no bonus for winning: a game won without taking cards back from the foundations scores 1040 (104 cards × 10) plus 5 for each waste card played to a column. A win with 29 waste cards played to columns scores 1040 + 29 × 5 = 1185.</source>
        <translation>Рахунок починається з 0 і ніколи не опускається нижче 0. Бонусу за перемогу немає: партія, виграна без повернення карт із базових стопок, дає 1040 очок (104 карти × 10) плюс 5 очок за кожну карту, перенесену зі стопки скиду у стовпець. Перемога з 29 такими картами дає 1040 + 29 × 5 = 1185 очок.</translation>
    </message>
    <message>
        <source>Undo and the move counter</source>
        <translation>Скасування ходу та лічильник ходів</translation>
    </message>
    <message>
        <source>**Undo** (Ctrl+Z) takes back the last action, a move or a draw; **Redo** (Ctrl+Shift+Z) plays it again.</source>
        <translation>**Скасувати хід** (Ctrl+Z) повертає останню дію — хід або добір карти; **Повторити хід** (Ctrl+Shift+Z) виконує її знову.</translation>
    </message>
    <message>
        <source>The last 100 actions can be undone; in the preferences the undo history can be unlimited.</source>
        <translation>Можна скасувати 100 останніх дій; у налаштуваннях історію скасування можна зробити необмеженою.</translation>
    </message>
    <message>
        <source>Undo puts the score back exactly where it was before the action. The move counter counts every action, draws included, and never goes down, not even on undo.</source>
        <translation>Скасування повертає рахунок точно до значення перед дією. Лічильник ходів рахує кожну дію, зокрема добір карт, і ніколи не зменшується, навіть після скасування.</translation>
    </message>
    <message>
        <source>Quit at any time: the next start brings back the game with its undo history.</source>
        <translation>Виходьте будь-коли: під час наступного запуску партія повернеться разом з історією скасування.</translation>
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation>Гра мишею</translation>
    </message>
    <message>
        <source>**Click** a card to send it to a foundation; a waste card that no foundation takes goes to a column that takes it.</source>
        <translation>**Клацніть** карту, щоб надіслати її на базову стопку; карта зі стопки скиду, якої не приймає жодна базова стопка, іде у стовпець, який її приймає.</translation>
    </message>
    <message>
        <source>**Double-click** a card to send it to a foundation, else to the longest column that takes it, else to an empty column. Double-click can be switched off in the preferences.</source>
        <translation>**Двічі клацніть** карту, щоб надіслати її на базову стопку, інакше — у найдовший стовпець, який її приймає, інакше — у порожній стовпець. Подвійне клацання можна вимкнути в налаштуваннях.</translation>
    </message>
    <message>
        <source>**Drag** a card onto a pile. While you drag, the piles that accept it light up (placement help).</source>
        <translation>**Перетягніть** карту на стопку. Під час перетягування підсвічуються стопки, які її приймають (допомога з розміщенням).</translation>
    </message>
    <message>
        <source>**Auto-place** (off by default, in the preferences): a card released where it cannot go goes to its best place instead, as a double-click would send it.</source>
        <translation>**Авторозміщення** (типово вимкнено, у налаштуваннях): карта, відпущена там, де їй не можна лежати, іде натомість на найкраще місце, як після подвійного клацання.</translation>
    </message>
    <message>
        <source>A refused move shows a short reminder of the rule it broke.</source>
        <translation>Після відхиленого ходу ненадовго з’являється нагадування про порушене правило.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Гра з клавіатури</translation>
    </message>
    <message>
        <source>The **arrow keys** move the focus between the piles.</source>
        <translation>**Клавіші зі стрілками** переміщують фокус між стопками.</translation>
    </message>
    <message>
        <source>**Space** picks the focused card up; move the focus and press **Space** again to put it there. **Esc** puts it back. With supermoves, **Space** again on the same column takes one more card of its run.</source>
        <translation>**Пропуск** бере карту у фокусі; перемістіть фокус і знову натисніть **Пропуск**, щоб покласти її туди. **Esc** повертає її назад. Із суперходами повторний **Пропуск** на тому самому стовпці бере ще одну карту послідовності.</translation>
    </message>
    <message>
        <source>**D** draws a card, **H** gives a hint.</source>
        <translation>**D** добирає карту, **H** дає підказку.</translation>
    </message>
    <message>
        <source>Help ▸ Keyboard Shortcuts lists every key.</source>
        <translation>Довідка ▸ Клавіатурні скорочення показує всі клавіші.</translation>
    </message>
    <message>
        <source>Deal codes</source>
        <translation>Коди партій</translation>
    </message>
    <message>
        <source>Every deal has a code, such as FT1-N-AAAAAAV: FT1, the rules (N: one card at a time, S: with supermoves) and seven characters. The status bar shows it.</source>
        <translation>Кожен розклад має код, наприклад FT1-N-AAAAAAV: FT1, правила (N: одна карта за раз, S: із суперходами) і сім символів. Його видно в рядку стану.</translation>
    </message>
    <message>
        <source>Game ▸ Copy Deal Code copies it, to share the deal.</source>
        <translation>Гра ▸ Копіювати код партії копіює його, щоб поділитися розкладом.</translation>
    </message>
    <message>
        <source>Game ▸ New Game from Code plays the deal of a code someone gave you.</source>
        <translation>Гра ▸ Нова партія за кодом відкриває розклад за кодом, який вам надіслали.</translation>
    </message>
    <message>
        <source>Game ▸ Restart Deal starts the same deal again from the beginning; the game in progress counts as lost.</source>
        <translation>Гра ▸ Почати партію заново починає той самий розклад спочатку; незавершену партію зараховано як програну.</translation>
    </message>
    <message>
        <source>Hint and the solver</source>
        <translation>Підказка та розв’язувач</translation>
    </message>
    <message>
        <source>In the rules with supermoves (a Danish house rule, chosen in the preferences for new games), a run of cards in suit and sequence moves in one action when enough empty columns would allow it one card at a time: with one empty column two cards, with two empty columns four, with three eight, and half as many into an empty column. In the standard rules (N) every card moves on its own.</source>
        <translation>У правилах із суперходами (данське домашнє правило, вибирається в налаштуваннях для нових партій) послідовність карт однієї масті, розкладених по порядку, переміщується за одну дію, коли порожніх стовпців достатньо, щоб перемістити її по одній карті: з одним порожнім стовпцем — дві карти, з двома — чотири, з трьома — вісім, а в порожній стовпець — удвічі менше. За стандартними правилами (N) кожна карта переміщується окремо.</translation>
    </message>
    <message>
        <source>The status bar says whether the game can still be won: *Winnable*, *Can no longer be won* (*Cannot be won* for a deal lost as dealt) or *Not known yet*, and *Thinking…* while the solver searches. It looks again after every move, for up to 30 seconds.</source>
        <translation>Рядок стану показує, чи можна ще виграти партію: *Можна виграти*, *Виграти вже не можна* (*Виграти не можна* для партії, програної вже під час роздачі) або *Ще невідомо*, а *Обчислення…* — поки розв’язувач шукає. Він перевіряє знову після кожного ходу, до 30 секунд.</translation>
    </message>
    <message>
        <source>When no legal move is left, the game is lost; so it is when the stock is used up and none of the moves left can win it (for example, a card that can only go back and forth between two identical cards). Quarante Voleurs notices both, says so and offers to undo moves or to start a new game, and, where the solver can, to find where the game was lost.</source>
        <translation>Коли не лишилося жодного можливого ходу, партію програно; так само, коли колода добору вичерпана і жоден із ходів, що лишилися, не може виграти партію (наприклад, карта може лише ходити туди й назад між двома однаковими картами). Quarante Voleurs помічає і те, й інше, повідомляє вам і пропонує скасувати ходи або почати нову партію, а якщо розв’язувачеві це під силу, — знайти, де партію програно.</translation>
    </message>
    <message>
        <source>**Enter** plays the focused card as a click would (or as a double-click, when a click does nothing); with a card picked up, it puts it on the focused pile, as **Space** does.</source>
        <translation>**Enter** грає карту у фокусі, як клацання (або як подвійне клацання, коли клацання нічого не робить); коли карту взято, кладе її на стопку у фокусі, як **Пропуск**.</translation>
    </message>
    <message>
        <source>Quarante Voleurs has a solver. The solver knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Quarante Voleurs має розв’язувач. Розв’язувач знає порядок карт у колоді добору, якого не знаєте ви: «Можна виграти» означає, що виграш існує, а не що його легко знайти.</translation>
    </message>
    <message>
        <source>**Hint** (H) names the next move of a winning line when the solver knows one; otherwise a promising move, and says so.</source>
        <translation>**Підказка** (H) називає наступний хід виграшної послідовності, якщо розв’язувач її знає; інакше — перспективний хід і прямо про це каже.</translation>
    </message>
    <message>
        <source>**Think Longer**: when the answer is *Not known yet*, the solver searches that position for up to ten minutes.</source>
        <translation>**Обчислювати довше**: коли відповідь — *Ще невідомо*, розв’язувач досліджує цю позицію до десяти хвилин.</translation>
    </message>
    <message>
        <source>**Demo**: the solver plays a winning line; a click or a key stops it.</source>
        <translation>**Демонстрація**: розв’язувач грає виграшну послідовність; клацання або будь-яка клавіша її зупиняє.</translation>
    </message>
    <message>
        <source>**Where Did I Lose It?**: after a lost game, finds the last position that could still be won and offers to go back there.</source>
        <translation>**Де партію програно?**: після програної партії знаходить останню позицію, з якої ще можна було виграти, і пропонує повернутися туди.</translation>
    </message>
    <message>
        <source>In the preferences, new deals can be limited to deals the solver has won, and the verdict in the status bar can be switched off.</source>
        <translation>У налаштуваннях можна роздавати лише розклади, які розв’язувач виграв, і вимкнути відповідь у рядку стану.</translation>
    </message>
    <message>
        <source>What counts as help</source>
        <translation>Що вважається допомогою</translation>
    </message>
    <message>
        <source>Only what you ask for counts as help: Hint, Demo, Where Did I Lose It? and Think Longer. A game won after any of them counts in the statistics as won with help: it sets no best score, no fewest moves and no winning streak. The verdict in the status bar comes without asking and does not count as help.</source>
        <translation>Допомогою вважається лише те, про що ви просите: Підказка, Демонстрація, Де партію програно? та Обчислювати довше. Партія, виграна після будь-якої з них, іде в статистику як виграна з допомогою: вона не встановлює ні найкращого рахунку, ні найменшої кількості ходів, ні серії перемог. Відповідь у рядку стану з’являється без запиту й допомогою не вважається.</translation>
    </message>
    <message>
        <source>Supermoves (rules S)</source>
        <translation>Суперходи (правила S)</translation>
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
        <translation>Подвійне клацання переміщує карту</translation>
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
        <source>Send the last cards home by themselves when only moves home are left</source>
        <translation>Автоматично переносити останні карти на базові стопки, коли лишилися тільки ходи на них</translation>
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
        <translation>Повільна</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайна</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидка</translation>
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
        <source>Unlimited</source>
        <translation>Без обмежень</translation>
    </message>
    <message>
        <source>Rules for new games</source>
        <translation>Правила для нових партій</translation>
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
        <source>Show whether the game can still be won (this does not count as help)</source>
        <translation>Показувати, чи ще можна виграти партію (це не вважається допомогою)</translation>
    </message>
    <message>
        <source>Deal only games the solver has won</source>
        <translation>Роздавати лише партії, які розв’язувач виграв</translation>
    </message>
    <message>
        <source>Last 100 actions (the standard limit)</source>
        <translation>Останні 100 дій (звичайна межа)</translation>
    </message>
    <message>
        <source>One card at a time (standard rules)</source>
        <translation>Одна карта за раз (стандартні правила)</translation>
    </message>
    <message>
        <source>Show a game timer (paused while the window is hidden)</source>
        <translation>Показувати час гри (зупиняється, поки вікно приховане)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Інше</translation>
    </message>
    <message>
        <source>On the card table</source>
        <translation>На ігровому столі</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Клавіатурні скорочення</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Дія</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
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
        <translation>Де партію про&amp;грано?</translation>
    </message>
    <message>
        <source>Where Did I Lose It?</source>
        <translation>Де партію програно?</translation>
    </message>
    <message>
        <source>Can this game still be won? The solver looks for a win after every move. It knows the order of the cards in the stock, which you do not: “winnable” means that a win exists, not that it is easy to find.</source>
        <translation>Чи можна ще виграти цю партію? Розв’язувач шукає виграш після кожного ходу. Він знає порядок карт у колоді добору, якого не знаєте ви: «Можна виграти» означає, що виграш існує, а не що його легко знайти.</translation>
    </message>
    <message>
        <source>The solver&apos;s fast core is not installed, so the analysis is much slower. Installing a C compiler and Python&apos;s headers (on Debian: gcc and python3-dev) and then Quarante Voleurs again brings it.</source>
        <translation>Швидке ядро розв’язувача не встановлено, тому аналіз працює набагато повільніше. Щоб його отримати, встановіть компілятор C і заголовки Python (у Debian: gcc і python3-dev), а потім перевстановіть Quarante Voleurs.</translation>
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
        <source>draw a card from the stock</source>
        <translation>візьміть карту з колоди добору</translation>
    </message>
    <message>
        <source>a card drawn from the stock</source>
        <translation>узято карту з колоди добору</translation>
    </message>
    <message>
        <source>move the %1 to its foundation</source>
        <translation>покладіть карту «%1» на базову стопку</translation>
    </message>
    <message>
        <source>the %1 moved to its foundation</source>
        <translation>карту «%1» покладено на базову стопку</translation>
    </message>
    <message>
        <source>move the %1 to the empty column</source>
        <translation>покладіть карту «%1» у порожній стовпець</translation>
    </message>
    <message>
        <source>the %1 moved to the empty column</source>
        <translation>карту «%1» покладено в порожній стовпець</translation>
    </message>
    <message>
        <source>the %1 cards from the %2 moved down onto the %3</source>
        <translation>послідовність із %1 карт, починаючи з «%2», перенесено на карту «%3»</translation>
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
        <source>the %1 moved onto the %2</source>
        <translation>карту «%1» покладено на карту «%2»</translation>
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
        <source>This game can be won</source>
        <translation>Цю партію можна виграти</translation>
    </message>
    <message>
        <source>Cannot be won</source>
        <translation>Виграти не можна</translation>
    </message>
    <message>
        <source>This deal cannot be won</source>
        <translation>Цей розклад виграти не можна</translation>
    </message>
    <message>
        <source>This game can no longer be won</source>
        <translation>Цю партію вже не можна виграти</translation>
    </message>
    <message>
        <source>Not known yet whether this game can be won</source>
        <translation>Ще невідомо, чи можна виграти цю партію</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>Цей розклад не можна виграти.</translation>
    </message>
    <message>
        <source>Thinking longer (up to %1 min)…</source>
        <translation>Довше обчислення (до %1 хв)…</translation>
    </message>
    <message>
        <source>Thinking longer (up to %1 s)…</source>
        <translation>Довше обчислення (до %1 с)…</translation>
    </message>
    <message>
        <source>Think Longer stopped: the solver needed more memory than it may use.</source>
        <translation>«Обчислювати довше» зупинено: розв’язувачеві потрібно більше пам’яті, ніж йому дозволено.</translation>
    </message>
    <message>
        <source>Think Longer ran out of time; the game may still be winnable.</source>
        <translation>Час «Обчислювати довше» вичерпано; можливо, партію ще можна виграти.</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>from column %1</source>
        <translation>зі стовпця %1</translation>
    </message>
    <message>
        <source>from the waste</source>
        <translation>зі скиду</translation>
    </message>
    <message>
        <source>from foundation %1</source>
        <translation>з базової стопки %1</translation>
    </message>
    <message>
        <source>to column %1</source>
        <translation>на стовпець %1</translation>
    </message>
    <message>
        <source>to foundation %1</source>
        <translation>на базову стопку %1</translation>
    </message>
    <message>
        <source>This deal can be won; the solver is still finding the way. A promising move meanwhile: %1.</source>
        <translation>Цей розклад можна виграти; розв’язувач ще шукає шлях. Поки що перспективний хід: %1.</translation>
    </message>
    <message>
        <source>Still thinking about this position. A promising move meanwhile: %1.</source>
        <translation>Розв’язувач ще обчислює цю позицію. Поки що перспективний хід: %1.</translation>
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
        <source>The solver could not decide whether any earlier position of this game could be won.</source>
        <translation>Розв’язувач не зміг визначити, чи можна було виграти з якоїсь попередньої позиції цієї партії.</translation>
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
        <translation>Після ходу %1 (%2) партію вже не можна було виграти.</translation>
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
        <source>Back to the position after move %1: the later moves can be redone.</source>
        <translation>Повернуто до позиції після ходу %1: пізніші ходи можна повторити.</translation>
    </message>
    <message>
        <source>The solver has won this deal before: it can be won.</source>
        <translation>Розв’язувач уже вигравав цей розклад: його можна виграти.</translation>
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
        <translation>Зупинити</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Розв’язувач</translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions examined</source>
        <translation>
            <numerusform>Переглянуто позицій: %Ln</numerusform>
            <numerusform>Переглянуто позицій: %Ln</numerusform>
            <numerusform>Переглянуто позицій: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deals tried</source>
        <translation>
            <numerusform>Спробовано розкладів: %Ln</numerusform>
            <numerusform>Спробовано розкладів: %Ln</numerusform>
            <numerusform>Спробовано розкладів: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions of the game tried</source>
        <translation>
            <numerusform>Перевірено позицій партії: %Ln</numerusform>
            <numerusform>Перевірено позицій партії: %Ln</numerusform>
            <numerusform>Перевірено позицій партії: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Search stopped.</source>
        <translation>Пошук зупинено.</translation>
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
    <message numerus="yes">
        <source>%1: %Ln games played, %2 won (%3), current streak: %4</source>
        <translation>
            <numerusform>%1: зіграно %Ln партію, виграно %2 (%3), поточна серія: %4</numerusform>
            <numerusform>%1: зіграно %Ln партії, виграно %2 (%3), поточна серія: %4</numerusform>
            <numerusform>%1: зіграно %Ln партій, виграно %2 (%3), поточна серія: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no games played yet</source>
        <translation>%1: ще не зіграно жодної партії</translation>
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
        <source>A win counts as a win with help when you used a hint, a demo, “Think Longer” or “Where Did I Lose It?”; the indicator that shows whether the game can still be won does not count as help. A win with help ends a losing streak but starts no winning one, and sets no record.</source>
        <translation>Перемога зараховується як перемога з допомогою, якщо ви скористалися підказкою, демонстрацією, командою «Обчислювати довше» або «Де партію програно?»; показник того, чи ще можна виграти партію, допомогою не вважається. Перемога з допомогою перериває серію поразок, але не починає серії перемог і не встановлює рекорду.</translation>
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
    <message>
        <source>Reset</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Best time:</source>
        <translation>Найкращий час:</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Move the focus between the piles</source>
        <translation>Перемістити фокус між стопками</translation>
    </message>
    <message>
        <source>Move the focus to the first or last pile of the row</source>
        <translation>Перемістити фокус на першу або останню стопку ряду</translation>
    </message>
    <message>
        <source>Move the focus to the next or previous pile, all of them in turn; to a message&apos;s buttons when it has some</source>
        <translation>Перемістити фокус на наступну чи попередню стопку, усі по черзі; на кнопки повідомлення, якщо вони в нього є</translation>
    </message>
    <message>
        <source>Play the focused card, as a click or a double-click; with a card picked up, put it there</source>
        <translation>Зіграти карту у фокусі, як клацанням або подвійним клацанням; коли карту взято — покласти її туди</translation>
    </message>
    <message>
        <source>Pick up the focused card (with supermoves, again on its column: one more card of its run); on another pile, put it there</source>
        <translation>Взяти карту у фокусі (із суперходами, повторно на тому самому стовпці — ще одну карту послідовності); на іншій стопці — покласти її туди</translation>
    </message>
    <message>
        <source>Put a picked-up card back, or close the message over the cards</source>
        <translation>Повернути взяту карту назад або закрити повідомлення над картами</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <source>column %1</source>
        <translation>стовпець %1</translation>
    </message>
    <message>
        <source>foundation %1</source>
        <translation>базову стопку %1</translation>
    </message>
    <message>
        <source>the waste</source>
        <translation>скид</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>колоду добору</translation>
    </message>
    <message>
        <source>foundation %1: empty (%2)</source>
        <translation>базова стопка %1: порожня (%2)</translation>
    </message>
    <message numerus="yes">
        <source>column %1: %2, %n card(s)</source>
        <translation>
            <numerusform>стовпець %1: %2, %n карта</numerusform>
            <numerusform>стовпець %1: %2, %n карти</numerusform>
            <numerusform>стовпець %1: %2, %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Стовпець %1</translation>
    </message>
    <message>
        <source>Foundation %1</source>
        <translation>Базова стопка %1</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Скид</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода добору</translation>
    </message>
    <message>
        <source>%1, takes it</source>
        <translation>%1, приймає карту</translation>
    </message>
    <message>
        <source>%1, does not take it</source>
        <translation>%1, не приймає карту</translation>
    </message>
    <message>
        <source>%1, takes them</source>
        <translation>%1, приймає карти</translation>
    </message>
    <message>
        <source>%1, does not take them</source>
        <translation>%1, не приймає карти</translation>
    </message>
    <message>
        <source>%1, first pile</source>
        <translation>%1, перша стопка</translation>
    </message>
    <message>
        <source>%1, last pile</source>
        <translation>%1, остання стопка</translation>
    </message>
    <message>
        <source>%1, top row</source>
        <translation>%1, верхній ряд</translation>
    </message>
    <message>
        <source>%1, bottom row</source>
        <translation>%1, нижній ряд</translation>
    </message>
    <message numerus="yes">
        <source>%1, minus %n point(s)</source>
        <translation>
            <numerusform>%1, мінус %n очко</numerusform>
            <numerusform>%1, мінус %n очки</numerusform>
            <numerusform>%1, мінус %n очок</numerusform>
        </translation>
    </message>
    <message>
        <source>Redone: drew %1, the last card of the stock</source>
        <translation>Повторено. Відкрита карта: %1, остання в колоді добору</translation>
    </message>
    <message>
        <source>Drew %1, the last card of the stock</source>
        <translation>Відкрита карта: %1, остання в колоді добору</translation>
    </message>
    <message numerus="yes">
        <source>Redone: drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>Повторено. Відкрита карта: %1, у колоді добору лишилася %n карта</numerusform>
            <numerusform>Повторено. Відкрита карта: %1, у колоді добору лишилося %n карти</numerusform>
            <numerusform>Повторено. Відкрита карта: %1, у колоді добору лишилося %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>Відкрита карта: %1, у колоді добору лишилася %n карта</numerusform>
            <numerusform>Відкрита карта: %1, у колоді добору лишилося %n карти</numerusform>
            <numerusform>Відкрита карта: %1, у колоді добору лишилося %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>У руці: %1</translation>
    </message>
    <message>
        <source>columns %1 to %2</source>
        <translation>стовпці з %1 по %2</translation>
    </message>
    <message>
        <source>Message closed</source>
        <translation>Повідомлення закрито</translation>
    </message>
    <message>
        <source>Enter takes no card back from a foundation: pick %1 up with Space (taking it back costs 15 points)</source>
        <translation>Enter не повертає карту з базової стопки: візьміть карту «%1» клавішею Пропуск (повернення коштує 15 очок)</translation>
    </message>
    <message>
        <source>Deal restarted from the beginning</source>
        <translation>Розклад почато заново</translation>
    </message>
    <message>
        <source>%1 home to %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to %2</source>
        <translation>Скасовано: %1 назад на %2</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>Взято: %1</translation>
    </message>
    <message>
        <source>No place to go now</source>
        <translation>Зараз покласти нікуди</translation>
    </message>
    <message>
        <source>Can go to: %1</source>
        <translation>Можна покласти на: %1</translation>
    </message>
    <message>
        <source>Put back %1</source>
        <translation>Повернуто: %1</translation>
    </message>
    <message>
        <source>%1 is alone in its column: an empty column would change nothing</source>
        <translation>%1: ця карта єдина в стовпці, порожній стовпець нічого не змінить</translation>
    </message>
    <message>
        <source>%1 has no place to go</source>
        <translation>%1: цю карту нікуди покласти</translation>
    </message>
    <message>
        <source>New game dealt</source>
        <translation>Роздано нову партію</translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>Click or press Esc to close</source>
        <translation>Клацніть або натисніть Esc, щоб закрити</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <source>Open the menus (in full screen too)</source>
        <translation>Відкрити меню (також у повноекранному режимі)</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Вийти з повноекранного режиму</translation>
    </message>
</context>
</TS>
