"""Chat 3: apple orchard and packing shed, JSONL export, mixed Russian/English."""
from common import C, CX, D, F, P, PR, X, m

FILE = "orchard_packing.jsonl"
CHAT = "Сад + склад / Orchard & Shed"
OWNER = "Наталья Степанова"
LANGUAGE = "mixed"

SENDERS = {
    "N": ("Наталья Степанова", None),
    "V": ("Виктор Кравец", "Виктор Кравец"),
    "MA": ("Marta Kowalska", "Marta Kowalska"),
    "R": ("Руслан Алиев", "Руслан Алиев"),
    "J": ("Jan de Vries", "Jan de Vries"),
    "AL": ("Алина Мороз", "Алина Мороз"),
    "DE": ("Денис Ткачук", "Денис Ткачук"),
}

PEOPLE = {
    "Виктор Кравец": ["Виктор", "Витя", "Кравец", "Viktor"],
    "Marta Kowalska": ["Marta", "Марта", "Kowalska"],
    "Руслан Алиев": ["Руслан", "Руся", "Ruslan", "Алиев"],
    "Jan de Vries": ["Jan", "Ян", "de Vries"],
    "Алина Мороз": ["Алина", "Аля", "Alina", "Мороз"],
    "Денис Ткачук": ["Денис", "Дэн", "Denis", "Ткачук"],
}

MSGS = [
    m("11-16 07:30", "N", "Доброе утро всем / good morning. План недели: пн-вт камера 3 (Гала) "
      "на отгрузку, с четверга обрезка в 7-м квартале, 25-го приходят саженцы. Marta — audit "
      "prep status please"),
    m("11-16 07:42", "MA", "Morning! GlobalG.A.P. audit is confirmed for 9 December. I'll have "
      "the internal checklist done by the 27th and send it to you",
      C("MA", "checklist|чек-лист", "11-27")),
    m("11-16 07:45", "N", "Marta, internal audit ты сама проведёшь?"),
    m("11-16 07:49", "MA", "Yes — I'm a certified GlobalG.A.P. internal auditor since 2019, "
      "did the same at my previous farm in Grójec",
      F("MA", "auditor|аудитор")),
    m("11-16 07:50", "R", "Камеру 3 открываем в 10. Линию запущу к обеду, к вечеру первые 8 "
      "паллет Гала для ВкусМаркета будут готовы",
      C("R", "паллет|pallet", "11-16")),
    m("11-16 07:52", "AL", "Машина за ними в среду утром, я подтвердила"),
    m("11-16 08:05", "J", "Before you open 3 — please wait for me, I want to log O2/CO2 "
      "first. On site at 9:30"),
    m("11-16 08:06", "R", "ок, ждём Яна"),
    m("11-16 09:50", "J", "Readings logged. Chamber 3: O2 1.2, CO2 2.1, all as expected. Go ahead"),
    m("11-16 10:30", "DE", "[фото]"),
    m("11-16 10:31", "DE", "Ремень на калибраторе, трещина. Сегодня доработает, вечером после "
      "смены поменяю, запасной есть",
      C("DE", "ремень|belt", "11-16")),
    m("11-16 10:35", "N", "Денис, да, только после смены, линию не останавливаем"),
    m("11-16 18:40", "R", "8 паллет Гала готовы, стоят в холодильнике экспедиции",
      D("R", "паллет|pallet")),
    m("11-16 20:15", "DE", "Ремень поменял, прогнал в холостую — норм", D("DE", "ремень|belt")),
    m("11-17 08:00", "V", "Наталья Сергеевна, на обрезку с четверга у меня 9 человек, двоих "
      "новых надо оформить. Документы на них соберу и завтра отдам Алине",
      C("V", "документ", "11-18")),
    m("11-17 08:05", "AL", "Виктор, жду. И мне для пропусков нужны их фото", key="photo"),
    m("11-17 08:10", "V", "Будут", C("V", "фото|photo"), reply="photo"),
    m("11-17 08:20", "V", "И ещё, Наталья Сергеевна, мне задачи лучше голосом или звонком — с "
      "телефона читать не люблю, очки вечно в машине",
      PR("V", "голос|звон|call|voice")),
    m("11-17 09:30", "MA", "Natalia, found bitter pit in Honeycrisp from chamber 6 — approx 4% "
      "of the sample. Not critical but we should grade harder. Ruslan, can you set the camera "
      "grader to reject more spots?", key="pit"),
    m("11-17 09:45", "R", "Marta ok, I will change settings today after Gala. Сегодня вечером "
      "перенастрою",
      C("R", "настро|setting", "11-17"), reply="pit"),
    m("11-17 09:55", "R", "Jan, и ещё: уплотнитель двери на камере 3 подтравливает немного"),
    m("11-17 10:00", "J", "FYI I'm here until Friday, then back home in Utrecht until 30 Nov — "
      "remote support only in that time. Back on site 1 Dec",
      CX("J", "utrecht|remote|удален", "11-30")),
    m("11-17 10:02", "J", "Ruslan — I'll replace that door seal on Thursday, together with the "
      "calibration",
      C("J", "seal|уплотн", "11-19")),
    m("11-17 10:05", "N", "Jan, понятно. Before you go — can you calibrate the analyzers in "
      "chambers 4 and 5?", key="calib"),
    m("11-17 10:10", "J", "Yes, Thursday. Chamber 5 first, its O2 sensor has been drifting",
      C("J", "calibrat|калибр", "11-19"), reply="calib"),
    m("11-17 16:20", "R", "Grader settings changed, брак по пятнам теперь уходит на сок",
      D("R", "настро|setting")),
    m("11-17 16:25", "MA", "Thanks! I'll re-check a sample tomorrow morning",
      C("MA", "sample|re-check|recheck", "11-18")),
    m("11-18 07:20", "AL", "Машина ВкусМаркета на месте. Руслан, грузим?"),
    m("11-18 07:21", "R", "Грузим, иду"),
    m("11-18 08:40", "MA", "Re-check done: 0.5% bitter pit after grading. Good",
      D("MA", "sample|re-check|recheck")),
    m("11-18 09:10", "V", "Документы на новых отдал Алине", D("V", "документ")),
    m("11-18 09:15", "AL", "Получила. Пропуска будут завтра", C("AL", "пропуск", "11-19")),
    m("11-18 10:40", "R", "Jan, уплотнитель на тройке я сам поменял, запасной нашёлся. Не "
      "трать время"),
    m("11-18 10:44", "J", "Great, one less thing for Thursday then 👍", X("J", "seal|уплотн")),
    m("11-18 11:00", "DE", "Наталья, погрузчик №2 — аккумулятор сдыхает, держит 3 часа. "
      "Новый 180 тыс. Заказывать?"),
    m("11-18 11:30", "N", "Заказывай, но через Алину, чтобы счёт был на ООО"),
    m("11-18 11:35", "DE", "Ок. Алина, скину тебе сегодня спецификацию",
      C("DE", "спецификац|аккумулятор", "11-18")),
    m("11-18 11:36", "AL", "Давай. Только по счетам мне лучше на почту, а не сюда, в чате всё "
      "теряется",
      PR("AL", "почт|mail")),
    m("11-18 15:00", "DE", "Алина, отправил на почту", D("DE", "спецификац|аккумулятор")),
    m("11-19 07:00", "V", "Ночью -9, обрезку начинаем с 10, пока не потеплеет"),
    m("11-19 08:00", "AL", "Пропуска на двоих новых готовы, лежат у охраны",
      D("AL", "пропуск")),
    m("11-19 13:00", "J", "Chamber 5 analyzer done — sensor replaced actually, it was dead. "
      "Chamber 4 tomorrow morning, ran out of calibration gas",
      P("J", "calibrat|калибр", "11-20")),
    m("11-19 13:05", "N", "ok, thanks Jan"),
    m("11-19 16:00", "V", "Первый день обрезки: 7-й квартал, ряды 1–12 готовы"),
    m("11-20 09:40", "J", "Chamber 4 calibrated, both good now. Leaving tonight. Reminder for "
      "accounts: my hours are billed through Storex, not to me directly",
      D("J", "calibrat|калибр"), F("J", "storex")),
    m("11-20 10:00", "N", "Алина, что с заказом FreshLine на декабрь? They wanted 60 tonnes "
      "Golden"),
    m("11-20 10:20", "AL", "Жду от них подтверждения объёма. Как пришлют — сделаю график "
      "отгрузок на декабрь",
      C("AL", "график|schedule")),
    m("11-20 10:22", "R", "Golden в камере 2 — там тонн 90, хватит"),
    m("11-20 12:10", "AL", "Кто-нибудь может в субботу отогнать ГАЗон на ТО? Я водить такое не "
      "умею 🙈", key="gazon"),
    m("11-20 12:15", "DE", "Я отгоню, у меня категория C есть",
      C("DE", "газон", "11-21"), F("DE", "категори"), reply="gazon"),
    m("11-20 14:00", "MA", "Heads up: I'm working from home Mon–Tue (23–24), car's in the "
      "garage. Reachable by phone all day",
      CX("MA", "home|дом", "11-24")),
    m("11-21 09:00", "DE", "[голосовое сообщение 0:41]"),
    m("11-21 09:02", "DE", "Короче, ГАЗон на ТО отогнал. А трактор под платформу обрезки не "
      "заводится — топливный насос. Запчасть будет во вторник, поставлю в среду 25-го. Витя, "
      "до этого с лестниц",
      D("DE", "газон"), C("DE", "насос|трактор|tractor", "11-25")),
    m("11-21 09:10", "V", "С лестниц медленно, но ладно"),
    m("11-23 08:00", "N", "Неделя: 25-го саженцы (1200 шт, Honeycrisp на М9), садим в 12-й "
      "квартал. Витя, нужно 6 человек на посадку 25–26. Денис, бур на трактор проверь", key="plant"),
    m("11-23 08:10", "V", "6 человек на посадку выделю, остальные на обрезке",
      C("V", "посадк|plant"), reply="plant"),
    m("11-23 08:15", "DE", "Бур проверю сегодня. А насос опять задерживают, будет только "
      "30-го, поставлю 1-го декабря",
      C("DE", "бур|auger", "11-23"), P("DE", "насос|трактор|tractor", "12-01")),
    m("11-23 08:20", "N", "😩 ок"),
    m("11-23 10:00", "MA", "Natalia — residue results from the lab are in, all clear for Gala "
      "and Golden. Uploading to the audit folder"),
    m("11-23 15:30", "DE", "Бур в порядке, два зуба заменил", D("DE", "бур|auger")),
    m("11-24 08:30", "R", "Наталья, на следующей неделе у меня отпуск по графику, 30.11–6.12, "
      "помнишь? Линию оставляю на Олесю",
      CX("R", "отпуск|vacation|leave", "12-06")),
    m("11-24 08:35", "N", "Помню. Проведи с ней пятницу целиком на линии", key="olesya"),
    m("11-24 08:36", "R", "Да, в пятницу весь день с ней", C("R", "олес", "11-27"),
      reply="olesya"),
    m("11-24 08:40", "R", "Она справится. Но я эту линию с монтажа в 2018-м веду, так что если "
      "что — звоните",
      F("R", "2018")),
    m("11-24 09:30", "N", "Денис, в четверг надо в Краснодар за фильтрами для компрессора "
      "камеры 4, съездишь?", key="krd"),
    m("11-24 09:41", "DE", "Сьезжу в четверг с утра", C("DE", "краснодар|фильтр", "11-26"),
      reply="krd"),
    m("11-24 11:00", "AL", "FreshLine подтвердили 60 т, отгрузки по 15 т каждую среду декабря: "
      "2, 9, 16, 23. График сегодня сделаю"),
    m("11-24 17:00", "AL", "График отгрузок FreshLine на декабрь в общей папке",
      D("AL", "график|schedule")),
    m("11-25 07:30", "V", "Саженцы приехали, 1200 шт, пересчитали. Marta, some have broken "
      "roots, maybe 30"),
    m("11-25 07:31", "V", "[фото]"),
    m("11-25 08:00", "MA", "I'll document it for the nursery claim and write to them today",
      C("MA", "claim|nursery|питомник|претенз", "11-25")),
    m("11-25 08:20", "DE", "Отбой по Краснодару — Агроснаб сам привезёт фильтры в пятницу",
      X("DE", "краснодар|фильтр")),
    m("11-25 08:25", "DE", "Вообще фильтры и ремни лучше брать только у Агроснаба, у них "
      "оригинал, у остальных вечно не то",
      PR("DE", "агроснаб")),
    m("11-25 09:00", "N", "Витя, посадка сегодня?"),
    m("11-25 09:05", "V", "Начали, 6 человек. Бур работает"),
    m("11-25 17:20", "MA", "Nursery claim sent, they'll replace 32 trees in spring",
      D("MA", "claim|nursery|питомник|претенз")),
    m("11-26 16:40", "V", "Посадка закончена, 1168 шт в 12-м квартале. Сетки от грызунов "
      "ставим завтра",
      D("V", "посадк|plant"), C("V", "сетк|грызун|rodent|guard", "11-27")),
    m("11-26 16:45", "N", "Молодцы! 🍏"),
    m("11-26 16:50", "V", "Я в этом саду с 98-го, ещё при совхозе сажали, но столько за два "
      "дня — первый раз",
      F("V", "98")),
    m("11-26 17:00", "MA", "Checklist status: 80% done, I need the cleaning logs for the shed. "
      "Ruslan, by tomorrow?", key="logs"),
    m("11-26 17:10", "R", "Журналы уборки завтра утром принесу",
      C("R", "журнал|уборк|cleaning", "11-27"), reply="logs"),
    m("11-27 08:20", "R", "Marta, cleaning logs on your desk",
      D("R", "журнал|уборк|cleaning")),
    m("11-27 12:00", "MA", "Thanks. Natalia, the checklist will be Monday, not today — still "
      "waiting for the spray records from Viktor",
      P("MA", "checklist|чек-лист", "11-30")),
    m("11-27 12:05", "V", "Marta, записи по обработкам у меня в тетради, сфоткаю сегодня "
      "вечером и пришлю",
      C("V", "обработ|spray|pesticide", "11-27")),
    m("11-27 12:06", "MA", "Photos are fine, thanks"),
    m("11-27 15:00", "V", "Сетки на все 1168 саженцев поставили",
      D("V", "сетк|грызун|rodent|guard")),
    m("11-27 17:00", "R", "Олеся весь день была со мной, линию знает. Я спокоен",
      D("R", "олес")),
    m("11-27 21:30", "V", "[фото]"),
    m("11-27 21:31", "V", "Marta, это журнал обработок, 6 страниц",
      D("V", "обработ|spray|pesticide")),
    m("11-28 10:00", "AL", "Напоминаю: я с 1 декабря до Нового года на полставки, учёба. "
      "Работаю пн, ср, пт",
      CX("AL", "полставк|part-time|part time", "12-31")),
    m("11-28 10:05", "N", "Да, помню, подписала"),
    m("11-30 08:00", "N", "Доброе. Руслан в отпуске, Олеся на линии. Marta, checklist today?"),
    m("11-30 09:30", "MA", "Sent! 212 control points, 9 open. Ready for your review",
      D("MA", "checklist|чек-лист")),
    m("11-30 09:40", "N", "Спасибо, посмотрю вечером"),
    m("11-30 10:00", "J", "Back on site tomorrow. Natalia, I suggest we take chamber 6 "
      "(Honeycrisp) down to 2.5°C, it's running warm. I'll do it tomorrow if you agree",
      C("J", "2.5|temperat|температур", "12-01")),
    m("11-30 10:30", "N", "Agree, go"),
    m("11-30 14:00", "DE", "Насос пришёл! Завтра ставлю"),
    m("12-01 11:00", "J", "Chamber 6 at 2.5 now, will watch it 48h",
      D("J", "2.5|temperat|температур")),
    m("12-01 11:30", "J", "Also: for alarms please call me, don't message — at night I don't "
      "hear WhatsApp",
      PR("J", "call|звон")),
    m("12-01 15:00", "DE", "Трактор на ходу! Витя, платформа твоя",
      D("DE", "насос|трактор|tractor")),
    m("12-01 15:10", "V", "Ура, наконец. Завтра с платформы 8-й квартал начнём"),
    m("12-02 07:40", "AL", "Первая машина FreshLine 15 т — в 14:00, паллеты Олеся подготовила"),
    m("12-02 07:50", "V", "Наталья Сергеевна, у меня спина прихватила. До пятницы только "
      "руковожу, на платформу не лезу",
      CX("V", "спин|back", "12-04")),
    m("12-02 14:40", "AL", "Машина ушла. Сертификаты и накладные FreshLine отправила"),
    m("12-02 15:00", "MA", "Natalia, before the audit I want to do a mock inspection in the "
      "shed on Monday 7th. Can I have Olesya for 2 hours? I'll do the walk-through myself",
      C("MA", "mock|inspection|проверк", "12-07")),
    m("12-02 15:05", "N", "Yes, Олеся твоя с 10 до 12"),
    m("12-02 16:00", "V", "Двое новых с обрезки ушли, в мороз не понравилось. Осталось 7. "
      "Буду искать людей, может через знакомых"),
    m("12-03 08:00", "MA", "Small thing — please don't send me audit documents as photos of "
      "paper, I need scans or PDFs. The auditor won't accept photos",
      PR("MA", "scan|pdf")),
    m("12-03 08:10", "V", "Понял, в следующий раз сканом"),
    m("12-03 10:00", "J", "Natalia, chamber 6 stable at 2.5. I'll send you a storage report "
      "for all chambers by Friday",
      C("J", "report|отчет", "12-04")),
    m("12-03 13:00", "DE", "Наталья, аккумулятор на погрузчик так и не пришёл, поставщик "
      "говорит 10-го. Алина?"),
    m("12-03 13:30", "AL", "Да, подтверждаю, 10-го. Если не привезут — сама заберу у них на "
      "складе в Краснодаре",
      C("AL", "аккумулятор|battery", "12-10")),
    m("12-03 16:00", "N", "Team, FreshLine want to add 10 t Honeycrisp to the 9 Dec truck. "
      "Marta, quality ok for that?", key="hc"),
    m("12-03 16:20", "MA", "Yes if it's graded with the new settings. I'll check 50 fruit on "
      "Monday and confirm",
      C("MA", "honeycrisp|хонейкрисп|50", "12-07"), reply="hc"),
    m("12-04 07:30", "J", "Storage report will be Monday, sorry — chamber 2 logger data is "
      "corrupted, pulling it manually",
      P("J", "report|отчет", "12-07")),
    m("12-04 08:00", "N", "ok"),
    m("12-04 09:00", "V", "8-й квартал обрезан на 40%. Сегодня до обеда, потом снегопад "
      "обещают"),
]
