"""Chat 3: a property management office (business centre + residential block), JSONL, ru/en."""

from build_common import CX, C, D, F, P, PR, X, msg

FILE = "uk_severny_park.jsonl"
CHAT = "УК Северный парк — офис"
OWNER = "Марина Лебедева"

ARTEM = "Артём Соколов"
SVETA = "Светлана Ким"
JAMES = "James Porter"
RUSLAN = "Руслан Гаджиев"
OLGA = "Ольга Мельникова"
NICK = "Никита Орлов"

PEOPLE = {
    ARTEM: ["Артём", "Тёма", "Artem", "Соколов"],
    SVETA: ["Света", "Светлана", "Sveta", "Sveta Kim"],
    JAMES: ["James", "Джеймс", "Jim"],
    RUSLAN: ["Руслан", "Рус", "Гаджиев"],
    OLGA: ["Оля", "Ольга", "Olga", "Olga Melnikova"],
    NICK: ["Никита", "Ник", "Nick", "Nick Orlov"],
}

M = OWNER
A = "Артём Соколов"
S = "Sveta Kim"
J = "James Porter"
R = "Руслан"
RX = "+7 916 204-55-13"  # Ruslan from his wife's phone
O = "Olga Melnikova"
N = "Nick Orlov"

W_SNOW = ["снег|snow|уборк"]
W_EXT = ["огнетушител"]
W_NORDIC = ["nordic"]
W_CARDS = ["карт|card"]
W_REMIND = ["напомин|remind"]
W_RISERS = ["воздух|стояк|батаре"]
W_PASSAGE = ["проход|щит"]
W_ORDER_PLAN = ["заказ", "эвакуац"]
W_HANG_PLAN = ["повес", "эвакуац"]
W_VIEW_J = ["view|показ|просмотр"]
W_VIEW_A = ["view|показ|просмотр"]
W_METERS = ["счетчик|показани"]
W_OFFER = ["offer|proposal|предложени"]
W_TERMS = ["term|услови"]
W_DECOR = ["оформлени|новогод|декор"]
W_UPRAVA = ["управ"]
W_CALL = ["call|созвон|позвон"]
W_MCHS = ["мчс", "уведомлени|устранени"]
W_SIGNS = ["табличк"]
W_INVOICES = ["счет|invoice"]
W_PROMTECH = ["промтехснаб|рассрочк"]
W_BASEMENT = ["подвал"]
W_PARKING = ["parking|парков"]

MESSAGES = [
    msg("11-16 09:00:00", M,
        "Доброе утро! На неделе: проверка пожарки МЧС в БЦ в четверг 19-го, снег обещают со "
        "среды. Nick, подрядчик по снегу договор подтвердил?"),
    msg("11-16 09:10:00", N, "Пока нет, позвоню им до обеда", C(NICK, W_SNOW, "11-16"), key="snow",
        re=1),
    msg("11-16 09:20:00", A,
        "По пожарке: огнетушители на 4-6 этажах просрочены по перезарядке. Отвезу на перезарядку, "
        "к среде будут висеть на местах",
        C(ARTEM, W_EXT, "11-18"), key="ext"),
    msg("11-16 09:45:00", S,
        "Marina, Nordic Coffee (1st floor) asked about renewal, their lease ends 31 Jan. I'll send "
        "them the draft extension by Friday",
        C(SVETA, W_NORDIC, "11-20"), key="nordic"),
    msg("11-16 09:47:00", M, "ок, +5% индексация, как договаривались", re=1),
    msg("11-16 10:30:00", J,
        "Morning all. The Sandvik people on 8 are asking for 10 more parking cards. Do we have "
        "any left?"),
    msg("11-16 10:35:00", R, "карт 6 штук в сейфе. остальные надо заказывать"),
    msg("11-16 10:40:00", M, "Руслан, закажи 20 сразу, чтоб был запас"),
    msg("11-16 10:41:00", R, "ок закажу", C(RUSLAN, W_CARDS), key="cards", re=1),
    msg("11-16 12:15:00", N, "Снегоуборщики подтвердили, договор с 20 ноября, трактор + 2 дворника",
        D(NICK, W_SNOW, ref="snow")),
    msg("11-16 14:00:00", O,
        "Марина, по аренде за ноябрь не оплатили двое — «Промтехснаб» (3 эт.) и Sandvik. Сегодня "
        "отправлю им напоминания",
        C(OLGA, W_REMIND, "11-16"), key="remind"),
    msg("11-16 14:05:00", J, "Sandvik is my client, they're usually just slow with approvals. Don't worry"),
    msg("11-16 17:30:00", O, "Напоминания отправила обоим", D(OLGA, W_REMIND, ref="remind")),
    # Tue 17
    msg("11-17 08:30:00", A, "Отвёз 18 огнетушителей в «Пожсервис», обещают завтра к обеду"),
    msg("11-17 09:00:00", J, "Sandvik paid this morning 👍"),
    msg("11-17 09:05:00", M, "great"),
    msg("11-17 09:30:00", R,
        "Марина, в жилом 2 подъезд опять холодные батареи на 9-12 этажах. воздух. спущу сегодня "
        "по стоякам. я в этом доме 15 лет, там всегда так в первый мороз",
        C(RUSLAN, W_RISERS, "11-17"), F(RUSLAN, ["15 лет"]), key="risers"),
    msg("11-17 09:32:00", M, "Давай. И в чат дома напишите жильцам, что работаем", re=1),
    msg("11-17 09:33:00", N, "Я напишу", re=1),
    msg("11-17 11:00:00", S,
        "Btw for Nordic — I'd rather do all lease talks by email, not calls. Their director "
        "changes his mind every call 🙃 I need a paper trail",
        PR(SVETA, ["email|почт|письм"])),
    msg("11-17 16:40:00", R,
        "воздух спустил, 9-12 теплые. на 11 эт кто то перекрыл кран на стояке, открыл",
        D(RUSLAN, W_RISERS, ref="risers")),
    msg("11-17 16:45:00", N, "+"),
    # Wed 18
    msg("11-18 13:10:00", A, "Огнетушители забрал и развесил, все с новыми бирками",
        D(ARTEM, W_EXT, ref="ext")),
    msg("11-18 13:12:00", M, "Спасибо, Тёма"),
    msg("11-18 13:20:00", A,
        "Марина, ещё по пожарке: в серверной у «Промтехснаба» завалили проход к щиту коробками. "
        "Завтра до 9 утра зайду к ним, вместе разберём",
        C(ARTEM, W_PASSAGE, "11-19"), key="passage"),
    msg("11-18 15:00:00", O, "Промтехснаб ответили, оплатят до 25-го. Обещают 🙄"),
    msg("11-18 15:30:00", S, "FYI I'm out tomorrow afternoon, dentist. Back Friday morning",
        CX(SVETA, ["dentist|стоматолог|врач"], "11-19")),
    # Thu 19
    msg("11-19 08:50:00", A, "С Промтехснабом проход к щиту освободили", D(ARTEM, W_PASSAGE, ref="passage")),
    msg("11-19 12:30:00", M,
        "Проверка МЧС прошла, одно замечание — нет плана эвакуации на 7 этаже (сняли при ремонте). "
        "Никита, закажешь новый? Срок устранения 2 недели"),
    msg("11-19 12:35:00", N, "да, закажу завтра", C(NICK, W_ORDER_PLAN, "11-20"), key="plan_order",
        re=1),
    msg("11-19 12:36:00", M, "👍"),
    msg("11-19 15:00:00", J,
        "Marina, prospect for the empty 5th floor — a logistics company, 600 sqm. I'll do the "
        "viewing Monday at 11. Could Artem join for the tech questions?",
        C(JAMES, W_VIEW_J, "11-23"), key="view_j"),
    msg("11-19 15:10:00", A, "Могу, в 11 буду", C(ARTEM, W_VIEW_A, "11-23"), key="view_a", re=1),
    # Fri 20
    msg("11-20 10:00:00", S,
        "Nordic extension draft isn't ready — legal is still on the indexation clause. Will send "
        "Tuesday",
        P(SVETA, W_NORDIC, "11-24", ref="nordic")),
    msg("11-20 10:05:00", M, "ок"),
    msg("11-20 10:40:00", N,
        "План эвакуации заказал, готов будет 27-го. Заберу и повешу сам",
        D(NICK, W_ORDER_PLAN, ref="plan_order"), C(NICK, W_HANG_PLAN, "11-27"), key="plan_hang"),
    msg("11-20 11:00:00", O,
        "Марина, мне в понедельник нужны от Руслана показания счётчиков воды за ноябрь, без них "
        "не выставлю арендаторам"),
    msg("11-20 11:20:00", R, "в понедельник утром сниму и скину", C(RUSLAN, W_METERS, "11-23"),
        key="meters", re=1),
    msg("11-20 14:15:00", M,
        "Никита, закажи ещё таблички на двери офисов 5 этажа, старые с прошлого арендатора висят"),
    msg("11-20 14:20:00", N, "ок, закажу на следующей неделе", C(NICK, W_SIGNS), key="signs", re=1),
    msg("11-20 17:00:00", S, "🎤 Голосовое сообщение (0:42)"),
    msg("11-20 17:01:00", S, "sorry wrong chat 🙈"),
    # Mon 23
    msg("11-23 09:15:00", R, "показания сняты, фото и таблица у Ольги на почте",
        D(RUSLAN, W_METERS, ref="meters")),
    msg("11-23 09:20:00", O,
        "Получила, спасибо! Руслан, в следующий раз только таблицу в Excel, а не фото тетрадки, "
        "пожалуйста 🙏",
        PR(OLGA, ["excel"]), re=1),
    msg("11-23 09:22:00", R, "ок 😅"),
    msg("11-23 12:30:00", J,
        "Viewing went well, Artem was great on the HVAC questions. They want a proposal by end of "
        "next week. I'll prepare the commercial offer — Sveta, can you help with the lease terms "
        "section?",
        D(JAMES, W_VIEW_J, ref="view_j"), D(ARTEM, W_VIEW_A, ref="view_a"),
        C(JAMES, W_OFFER, "12-04"), key="offer"),
    msg("11-23 12:40:00", S, "Sure, send me what you have by Wednesday and I'll add the terms",
        C(SVETA, W_TERMS), key="terms", re=1),
    msg("11-23 13:00:00", M,
        "Коллеги, 1 декабря монтаж новогоднего оформления в холле БЦ. Артём — на тебе подрядчик "
        "и электрика. Никита — гирлянды на фасад согласовать с управой"),
    msg("11-23 13:05:00", A, "Принял", C(ARTEM, W_DECOR, "12-01"), key="decor", re=1),
    msg("11-23 13:30:00", N, "Согласую с управой до конца недели", C(NICK, W_UPRAVA, "11-27"),
        key="uprava"),
    # Tue 24
    msg("11-24 10:00:00", S, "Nordic draft sent ✅ +5% as agreed", D(SVETA, W_NORDIC, ref="nordic")),
    msg("11-24 10:10:00", M, "Света, созвонись с ним всё-таки, проговорите индексацию голосом", re=1),
    msg("11-24 10:15:00", S, "ok 😒 will call him Thursday", C(SVETA, W_CALL, "11-26"), key="call",
        re=1),
    msg("11-24 11:00:00", A,
        "Марина, лифт №2 в БЦ встал между 3 и 4, людей вытащили, все ок. Отис едет, будут к 15:00"),
    msg("11-24 11:02:00", M, "Ужас. Держи в курсе"),
    msg("11-24 17:30:00", A,
        "Лифт: сгорела плата управления, Отис заказал, ставить будут через 10 дней. Пока №2 стоит"),
    msg("11-24 17:45:00", J,
        "Ugh, Sandvik on 8 use lift 2 mostly, they'll moan. I'll give their office manager a "
        "heads up tonight",
        C(JAMES, ["sandvik", "lift|лифт"], "11-24")),
    msg("11-24 18:00:00", O,
        "Марина, я 25-27 на курсах повышения квалификации по 1С, в офисе не буду, почту читаю",
        CX(OLGA, ["курс|1с|1c"], "11-27")),
    # Wed 25
    msg("11-25 09:30:00", J, "Sveta, draft offer for the logistics guys is in your inbox"),
    msg("11-25 10:00:00", S, "Got it"),
    msg("11-25 11:00:00", N,
        "Марина, управа требует паспорт колера и схему крепления гирлянд. Запросил у подрядчика, "
        "согласуют теперь к 2 декабря, не раньше",
        P(NICK, W_UPRAVA, "12-02", ref="uprava")),
    msg("11-25 11:10:00", M, "Ок. Тогда фасад после 2-го, а холл — по плану 1-го"),
    msg("11-25 14:00:00", R, "карты парковочные пришли 20 шт. 10 отдал Анне из Сандвика под роспись",
        D(RUSLAN, W_CARDS, ref="cards")),
    msg("11-25 14:05:00", J, "Thanks Ruslan!"),
    # Thu 26
    msg("11-26 09:40:00", S,
        "Nordic director emailed back, he accepts +5% in writing. So I'm skipping the call — "
        "nothing to discuss 🙂",
        X(SVETA, W_CALL, ref="call")),
    msg("11-26 09:45:00", M, "Ладно, убедила 😄"),
    msg("11-26 12:00:00", S, "Terms section added, offer back to James", D(SVETA, W_TERMS, ref="terms")),
    msg("11-26 12:30:00", J, "Perfect, thanks. I'll polish it and send before the deadline"),
    msg("11-26 15:00:00", O, "Промтехснаб оплатил за ноябрь, наконец"),
    msg("11-26 16:00:00", R,
        "Марина, я 30-го и 1-го не выйду, у жены плановая операция. по задвижке если что Артем знает",
        CX(RUSLAN, ["операц|отсутств|не выйд|не будет|выходн"], "12-01")),
    msg("11-26 16:05:00", M, "Конечно, Руслан. Пусть всё пройдёт хорошо"),
    # Fri 27
    msg("11-27 10:00:00", N, "План эвакуации забрал, повесил на 7 этаже. Фото в папке МЧС",
        D(NICK, W_HANG_PLAN, ref="plan_hang")),
    msg("11-27 10:02:00", M, "Супер. Отправь в МЧС уведомление об устранении"),
    msg("11-27 10:03:00", N, "ок, сегодня", C(NICK, W_MCHS, "11-27"), key="mchs", re=1),
    msg("11-27 15:00:00", N, "Уведомление в МЧС отправил", D(NICK, W_MCHS, ref="mchs")),
    msg("11-27 16:00:00", J,
        "FYI I'm in London 7-11 Dec for a family thing, email only. Also pls keep writing to me in "
        "English here — my Russian reading is still slow, I miss things in long messages",
        CX(JAMES, ["london|лондон"], "12-11"), PR(JAMES, ["english|англ"])),
    msg("11-27 16:10:00", S, "Nordic signed the extension!! They'll bring the signed copy Monday"),
    # Mon 30
    msg("11-30 09:00:00", A,
        "Марина, подрядчик по оформлению просит перенести монтаж холла на 3-е, бригада на другом "
        "объекте. Электрику тогда тоже 3-го сделаю",
        P(ARTEM, W_DECOR, "12-03", ref="decor")),
    msg("11-30 09:10:00", M, "Ок, 3-го. Но к 5-му всё должно гореть"),
    msg("11-30 10:00:00", O, "Марина, счета за декабрь выставлю до 3-го, как обычно",
        C(OLGA, W_INVOICES, "12-03"), key="invoices"),
    msg("11-30 11:00:00", J,
        "Marina, the logistics company asked to push the proposal to the 9th, they're "
        "restructuring. So I'll send it on the 9th",
        P(JAMES, W_OFFER, "12-09", ref="offer")),
    msg("11-30 11:05:00", M, "Fine"),
    msg("11-30 14:00:00", S, "Signed Nordic extension received, scanned to the shared drive. Original goes to Olga"),
    msg("11-30 14:01:00", S,
        "Also re New Year duty — I'm happy to cover the office on 31 Dec, we're Korean so our "
        "big family holiday is Seollal anyway 😄",
        C(SVETA, ["31|дежур|cover|office|офис"], "12-31"), F(SVETA, ["korean|корейск|корей"])),
    msg("11-30 14:05:00", M, "Света, спасибо! Записываю"),
    # Tue 1
    msg("12-01 09:00:00", N, "Управа согласовала гирлянды на фасад! Раньше, чем обещали",
        D(NICK, W_UPRAVA, ref="uprava")),
    msg("12-01 09:05:00", M, "👏"),
    msg("12-01 09:40:00", RX,
        "Марина, это Руслан, пишу с телефона жены, мой сел. все нормально прошло, в среду выхожу"),
    msg("12-01 09:45:00", M, "Руслан, слава богу! Отдыхайте"),
    msg("12-01 10:00:00", A, "Отис приедет с платой 3-го утром"),
    msg("12-01 11:00:00", O, "Марина, Промтехснаб просит рассрочку на декабрь. Я против, у них уже второй раз"),
    msg("12-01 11:10:00", M, "Обсудим на планёрке в среду"),
    msg("12-01 15:20:00", M,
        "Никита, с табличками на 5 этаж отбой — новый арендатор, если подпишем, будет делать свои"),
    msg("12-01 15:22:00", N, "ок, не заказываю", X(NICK, W_SIGNS, ref="signs"), re=1),
    # Wed 2
    msg("12-02 08:30:00", R, "вышел. Артем что по задвижке?"),
    msg("12-02 08:35:00", A, "Все ок, поменяли в четверг"),
    msg("12-02 09:00:00", M, "Коллеги, планёрка в 11 в переговорке"),
    msg("12-02 12:30:00", M,
        "Итоги: 1) Промтехснаб — рассрочку не даём, Оля, уведомишь их письменно? 2) Руслан — "
        "пройти подвалы жилого перед морозами, проверить утепление труб 3) Света — опросить "
        "арендаторов по парковке на праздники"),
    msg("12-02 12:40:00", O, "Да, письмо сегодня отправлю", C(OLGA, W_PROMTECH, "12-02"),
        key="promtech", re=1),
    msg("12-02 12:45:00", R, "подвалы пройду, до пятницы сделаю", C(RUSLAN, W_BASEMENT, "12-04"),
        key="basement", re=2),
    msg("12-02 12:50:00", S,
        "Will do the parking round tomorrow — but honestly I'd rather send a survey form than call "
        "40 tenants, ok?",
        C(SVETA, W_PARKING, "12-03"), PR(SVETA, ["survey|form|опрос|форм"]), key="parking", re=3),
    msg("12-02 12:55:00", M, "Ok, форма так форма", re=1),
    msg("12-02 14:10:00", A,
        "Марина, по фасаду: на подъёмнике монтажникам одним не дам, полезу с ними сам — у меня "
        "допуск на работы на высоте, 3 группа",
        F(ARTEM, ["высот"])),
    msg("12-02 17:00:00", O, "Письмо Промтехснабу ушло, копия в папке", D(OLGA, W_PROMTECH, ref="promtech")),
    # Thu 3
    msg("12-03 09:30:00", A, "Отис поставил плату, лифт №2 работает"),
    msg("12-03 10:00:00", O, "Счета за декабрь выставлены всем 27 арендаторам",
        D(OLGA, W_INVOICES, ref="invoices")),
    msg("12-03 11:00:00", S, "Parking survey sent to all tenants, deadline 8 Dec",
        D(SVETA, W_PARKING, ref="parking")),
    msg("12-03 13:15:00", O,
        "Марина, напоминаю, доступ к банк-клиенту и токен только у меня, так что платежи в мой "
        "отпуск надо будет планировать заранее",
        F(OLGA, ["банк"])),
    msg("12-03 18:30:00", A,
        "Холл оформлен, ёлка стоит, электрику подключил. Фасад монтируем в выходные",
        D(ARTEM, W_DECOR, ref="decor")),
    msg("12-03 18:35:00", M, "Красота 😍"),
    msg("12-03 18:40:00", N, "[фото]"),
    # Fri 4
    msg("12-04 10:00:00", N,
        "Марина, напоминаю: я 7-9 декабря на сессии (заочка в РАНХиГС), в офисе только после 16",
        CX(NICK, ["сесси"], "12-09"), F(NICK, ["ранхигс"])),
    msg("12-04 10:05:00", M, "Помню, ок"),
    msg("12-04 11:30:00", J, "Artem, can you send me the floor plans for 5 with the HVAC layout?"),
    msg("12-04 11:45:00", A, "Да, вечером скину", C(ARTEM, ["план|plan"], "12-04"),
        re=1),
    msg("12-04 16:00:00", R,
        "подвалы: 1 и 3 подъезд ок, во 2 подъезде утеплитель на трубе ХВС сорван, заменю в "
        "понедельник",
        D(RUSLAN, W_BASEMENT, ref="basement"), C(RUSLAN, ["утепл"], "12-07")),
    msg("12-04 16:05:00", M, "Спасибо!"),
    msg("12-04 16:30:00", J, "When's the best time to call you, Artem? Next week"),
    msg("12-04 16:40:00", A,
        "James, лучше звони, а не пиши — в чатах я по объектам не успеваю читать. До 10 утра "
        "или после 17",
        PR(ARTEM, ["звон|call"]), re=1),
]
