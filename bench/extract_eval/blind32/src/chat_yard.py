"""Chat 3: a ship-repair yard, dry dock No. 2 (JSONL, mixed Russian/English)."""

from common import L, Msg

OWNER = "Андрей Волков"
FILE = "dock2_heron.jsonl"

# key: (full name, sender in the export, aliases)
PEOPLE = {
    "andrei": (OWNER, "Андрей Волков", []),
    "serega": ("Сергей Лебедев", "Серёга Лебедев",
               ["Серёга", "Серёга Лебедев", "Сергей", "Серёж", "Лебедев", "Лебедь", "Sergey"]),
    "pasha": ("Павел Орлов", "Паша Орлов", ["Паша", "Паша Орлов", "Паш", "Павел", "Орлов", "Pasha"]),
    "marina": ("Марина Кузнецова", "Марина Кузнецова",
               ["Марина", "Мариш", "Кузнецова", "Marina"]),
    "lars": ("Lars Eriksen", "Lars Eriksen", ["Lars", "Ларс", "Eriksen"]),
    "nikhil": ("Nikhil Rao", "Nikhil Rao", ["Nikhil", "Nick", "Ник", "Никхил", "Rao"]),
    "igor": ("Игорь Зайцев", "Игорь Зайцев", ["Игорь", "Игорёк", "Зайцев", "Igor"]),
}

N = "2026-11-"
C = "2026-12-"

REPORT = "report|отчет|inspection"
TANK = "танк|лист|вварк"
SEAL = "дейдвуд|уплотнени"
UNDOCK = "отдок|undock|вывод|вывест"
CABLE = "cable|кабел"

MESSAGES = [
    # ---- Mon 16 Nov
    Msg(N + "16 07:30", "andrei",
        "Доброе утро. Status on Baltic Heron: бласт днища закончили в субботу, сегодня "
        "начинаем inspection. Undocking по плану 3 декабря. Давайте по задачам"),
    Msg(N + "16 07:34", "pasha",
        "Отдокуемся 3-го, если по стали сюрпризов не будет. За док отвечаю, план затопления "
        "пришлю ближе к делу",
        [L("commitment", "pasha", [UNDOCK], due=C + "03")]),
    Msg(N + "16 07:40", "lars",
        "Morning. Salt tests and blast profile on the bottom today. The coating inspection "
        "report for the bottom you'll have by Thursday",
        [L("commitment", "lars", [REPORT], due=N + "19")]),
    Msg(N + "16 07:42", "lars",
        "And please, inspection requests at least 24h in advance, in writing, here or by email. "
        "Phone calls at 6am don't count 🙂",
        [L("preference", "lars", ["24"])]),
    Msg(N + "16 07:50", "serega",
        "Танк №3 правый: листы режем сегодня, вварку всех листов закончим к 24-му",
        [L("commitment", "serega", [TANK], due=N + "24")]),
    Msg(N + "16 07:55", "andrei", "Марина, сталь на танк вся пришла?"),
    Msg(N + "16 08:10", "marina",
        "Не вся, 6 листов 12 мм придут в среду. Аноды цинковые 120 шт будут к пятнице",
        [L("commitment", "marina", ["анод|anode"], due=N + "20")], reply=-1),
    Msg(N + "16 08:12", "marina",
        "Я до среды на инвентаризации на складе, в чат заглядываю редко, если срочно — звоните",
        [L("context", "marina", ["инвентаризац|склад"], until=N + "18")]),
    Msg(N + "16 08:30", "igor",
        "Вал выводим сегодня-завтра. Замеры зазоров в дейдвуде и отчёт — к пятнице",
        [L("commitment", "igor", ["зазор|замер"], due=N + "20")]),
    Msg(N + "16 09:00", "nikhil",
        "Bow thruster motor - I'll do the megger test tomorrow morning, then we decide on "
        "rewinding",
        [L("commitment", "nikhil", ["megger|insulation|изоляц|мегер"], due=N + "17")]),
    Msg(N + "16 09:05", "andrei", "ok, thanks all"),
    Msg(N + "16 13:20", "serega", "<голосовое сообщение 0:47>"),
    Msg(N + "16 13:22", "andrei",
        "Серёга, я на совещании, голосовые не могу слушать, напиши текстом"),
    Msg(N + "16 13:40", "serega",
        "Короче: в танке 3 ещё два шпангоута гнилые, надо добавлять в ведомость. Сюрвейер РС "
        "будет в среду, покажу ему",
        [L("commitment", "serega", ["шпангоут|сюрвейер"], due=N + "18")]),
    Msg(N + "16 13:45", "serega",
        "И вообще мне длинное не пишите, я в доке весь день в перчатках. Звоните лучше",
        [L("preference", "serega", ["звон|call"])]),
    Msg(N + "16 15:00", "marina",
        "Дробь ещё 20 т закажу, как только Ларс скажет, сколько площади на пятна остаётся",
        [L("commitment", "marina", ["дроб|grit"])]),
    # ---- Tue 17 Nov
    Msg(N + "17 08:50", "nikhil",
        "Megger done: 0.4 MΩ on the bow thruster motor, too low. Needs drying out at least, "
        "maybe rewinding",
        [L("done", "nikhil", ["megger|insulation|изоляц|мегер"])]),
    Msg(N + "17 09:00", "andrei", "Nikhil, what's the plan? Drying in place?", reply=-1),
    Msg(N + "17 09:10", "nikhil",
        "Yes. I'll set up heaters tonight, dry it 48h and re-test Thursday night. I prefer "
        "this kind of work on night shift anyway, nobody in the thruster room",
        [L("commitment", "nikhil", ["re-test|retest|dry|heater|суш"], due=N + "19"),
         L("preference", "nikhil", ["night|ноч"])], reply=-1),
    Msg(N + "17 11:00", "marina",
        "Андрей, по антифаулингу: 2400 л Nordcoat, поставщик обещает на 25-е. Я прослежу, "
        "чтобы 25-го была у нас на складе",
        [L("commitment", "marina", ["антифаулинг|antifouling|краск|Nordcoat"], due=N + "25")]),
    Msg(N + "17 11:05", "marina",
        "И ещё: заявки на закупку, пожалуйста, через форму в 1С, а не в чат. Тут я их теряю",
        [L("preference", "marina", ["1С|1C|форм"])]),
    Msg(N + "17 11:20", "igor",
        "Андрей, по винту — полировать будем? В ведомости есть, но судовладелец сомневался"),
    Msg(N + "17 11:30", "andrei", "Пока да, делаем. Supt подтвердит на неделе", reply=-1),
    Msg(N + "17 11:35", "igor", "Ок, полировку винта тогда к 27-му сделаем",
        [L("commitment", "igor", ["полиров"], due=N + "27")], reply=-1),
    Msg(N + "17 16:00", "lars",
        "Salt tests on the bottom all below 20 mg/m2, good. Blast profile 75-90 µm"),
    # ---- Wed 18 Nov
    Msg(N + "18 07:40", "pasha",
        "В четверг-пятницу меня не будет — аттестация в Регистре. По доку вопросы к Игорю, "
        "он в курсе",
        [L("context", "pasha", ["аттестац|Регистр"], until=N + "20")]),
    Msg(N + "18 07:45", "igor", "+"),
    Msg(N + "18 10:30", "serega",
        "Сюрвейер был, шпангоуты посмотрел, замену согласовал. Добавляем в ведомость",
        [L("done", "serega", ["шпангоут|сюрвейер"])]),
    Msg(N + "18 10:35", "andrei", "Хорошо. Это плюс сколько дней?"),
    Msg(N + "18 10:40", "serega", "День-два. Пока держимся к 24-му"),
    Msg(N + "18 14:00", "marina", "Сталь 12 мм пришла, 6 листов, уже у Серёги"),
    Msg(N + "18 15:10", "lars",
        "Andrei, just so you know - I'm NACE Level 3, so I can sign the final coating report "
        "for class myself, you don't need the external inspector this time",
        [L("fact", "lars", ["NACE"])]),
    Msg(N + "18 15:15", "andrei", "Great, that saves us a week"),
    # ---- Thu 19 Nov
    Msg(N + "19 09:00", "lars",
        "Bottom coating inspection report: Coating_report_bottom_HERON.pdf (sent by email). "
        "All areas within spec except around the bilge keel, small rework needed",
        [L("done", "lars", [REPORT])]),
    Msg(N + "19 09:10", "serega", "бильгекиль переделаем завтра",
        [L("commitment", "serega", ["бильгекил|bilge"], due=N + "20")], reply=-1),
    Msg(N + "19 12:00", "andrei", "Ветер 18 м/с, краны стоят до вечера. Внутри дока работаем"),
    Msg(N + "19 21:30", "nikhil",
        "Re-test after drying: 12 MΩ. Motor is ok, no rewinding needed 🎉",
        [L("done", "nikhil", ["re-test|retest|dry|heater|суш"])]),
    Msg(N + "19 21:40", "andrei", "Excellent news, saves us 2 weeks"),
    # ---- Fri 20 Nov
    Msg(N + "20 08:00", "igor",
        "Зазоры замерили, отчёт у вас в почте. Кормовой подшипник: износ 1,1 мм при допуске "
        "1,2 — на грани",
        [L("done", "igor", ["зазор|замер"])]),
    Msg(N + "20 08:10", "andrei", "Меняем подшипник? Supt will ask for sure"),
    Msg(N + "20 08:20", "igor",
        "Я бы поменял. Уплотнения дейдвуда по-любому меняем, комплект заказан у китайцев"),
    Msg(N + "20 09:00", "marina", "Аноды пришли, 120 шт, на складе №2",
        [L("done", "marina", ["анод|anode"])]),
    Msg(N + "20 10:30", "serega", "Lars, bilge keel переварили, можно смотреть",
        [L("done", "serega", ["бильгекил|bilge"])]),
    Msg(N + "20 10:45", "lars", "Saw it on my round already, looks fine 👍", reply=-1),
    Msg(N + "20 11:15", "igor",
        "Андрей, Паша просил передать: схему докования для «Капитана Брусова» он пришлёт в "
        "понедельник, как вернётся с аттестации",
        [L("commitment", "pasha", ["схем", "докован|Брусов"], due=N + "23")]),
    Msg(N + "20 14:00", "andrei", "Марина, когда будут уплотнения дейдвуда из Китая?"),
    Msg(N + "20 14:20", "marina",
        "Пишу им сейчас, до вечера узнаю сроки. Если что, могу и по-китайски с ними, я 5 лет "
        "в Харбине жила",
        [L("commitment", "marina", ["уплотнени|срок"], due=N + "20"),
         L("fact", "marina", ["китайск|Харбин|Chinese"])], reply=-1),
    Msg(N + "20 17:30", "marina", "Уплотнения: отгрузка 24-го, к нам 28-го",
        [L("done", "marina", ["уплотнени|срок"])]),
    Msg(N + "20 17:35", "igor", "Тогда дейдвуд собираем 29-30-го, к 30-му закончим",
        [L("commitment", "igor", [SEAL], due=N + "30")], reply=-1),
    Msg(N + "20 17:40", "andrei", "👍"),
    # ---- Mon 23 Nov
    Msg(N + "23 07:30", "andrei",
        "Weekly: сталь в танке 3 — 70%, покраска борта начинается сегодня. Supt приезжает в "
        "среду"),
    Msg(N + "23 07:40", "serega",
        "Андрей, к 24-му с танком не успеваем, шпангоуты добавились. Вварку закончим к "
        "четвергу, 26-му",
        [L("postponed", "serega", [TANK], due=N + "26")]),
    Msg(N + "23 07:45", "andrei", "Понял. Главное, чтобы 3-е не поехало", reply=-1),
    Msg(N + "23 07:55", "pasha", "Схему докования «Брусова» отправил всем на почту",
        [L("done", "pasha", ["схем", "докован|Брусов"])]),
    Msg(N + "23 08:00", "serega",
        "Кстати у меня НАКС 4-й уровень, акты по сварке могу сам подписывать, главного "
        "сварщика не ждите",
        [L("fact", "serega", ["НАКС"])]),
    Msg(N + "23 09:30", "igor", "Кингстонные клапаны переберём до конца месяца, все 4",
        [L("commitment", "igor", ["кингстон"], due=N + "30")]),
    Msg(N + "23 10:00", "nikhil",
        "Tomorrow morning I'm out - visa extension appointment at the migration centre, back "
        "after lunch",
        [L("context", "nikhil", ["visa|виз|migration|миграц"], until=N + "24")]),
    Msg(N + "23 10:05", "andrei", "ok, good luck"),
    Msg(N + "23 11:30", "lars",
        "Topsides: I'll do the DFT check on the first coat Wednesday morning. Request received "
        "in writing, thank you Pasha 🙂",
        [L("commitment", "lars", ["topside|first coat|борт|DFT"], due=N + "25")]),
    Msg(N + "23 14:00", "igor",
        "Андрей, я на этом доке 25 лет, ещё при Союзе начинал. Такого износа кормового на "
        "8-летнем судне не видел. Надо supt сказать, что это их смазка",
        [L("fact", "igor", ["25 лет"])]),
    Msg(N + "23 14:10", "andrei", "Скажу в среду"),
    # ---- Tue 24 Nov
    Msg(N + "24 08:30", "pasha",
        "План затопления дока на 3-е отправил тебе на почту. Буксиры на отдоковку закажу до "
        "пятницы",
        [L("commitment", "pasha", ["буксир|tug"], due=N + "27")]),
    Msg(N + "24 12:40", "nikhil", "Back from migration, visa extended till June 👍"),
    Msg(N + "24 15:00", "marina",
        "Дробь дополнительную не заказываю — Ларс посчитал, остатка на пятна хватит. Заявку "
        "отменила",
        [L("cancelled", "marina", ["дроб|grit"])]),
    Msg(N + "24 15:02", "serega", "ну и хорошо"),
    Msg(N + "24 15:10", "serega",
        "Надо бы когда-нибудь кран №4 нормально перебрать, он скрипит как телега"),
    # ---- Wed 25 Nov
    Msg(N + "25 09:00", "lars",
        "DFT on topsides first coat: avg 160 µm, ok to apply the second coat",
        [L("done", "lars", ["topside|first coat|борт|DFT"])]),
    Msg(N + "25 10:00", "marina", "Антифаулинг на складе, 2400 л, 120 вёдер",
        [L("done", "marina", ["антифаулинг|antifouling|краск|Nordcoat"])]),
    Msg(N + "25 13:00", "andrei",
        "Supt meeting: полировку винта НЕ делаем, owners refuse to pay. Кормовой подшипник "
        "меняем, за их счёт"),
    Msg(N + "25 13:10", "igor", "Ок, полировку снимаю. По подшипнику понял",
        [L("cancelled", "igor", ["полиров"])], reply=-1),
    Msg(N + "25 13:15", "lars",
        "Also for the tug next week - I'll send you the ITP before I leave on Friday",
        [L("commitment", "lars", ["ITP|inspection and test plan"], due=N + "27")]),
    Msg(N + "25 13:16", "lars",
        "I fly home to Bergen on Saturday, back on the 7th. Anna from our Rotterdam office "
        "covers for me",
        [L("context", "lars", ["Bergen|Берген|Norway|Норвег|home|leave|отпуск"], until=C + "06")]),
    Msg(N + "25 13:20", "andrei", "Noted. Enjoy"),
    # ---- Thu 26 Nov
    Msg(N + "26 16:00", "serega",
        "Танк 3 — вварка закончена, все листы и шпангоуты 💪",
        [L("done", "serega", [TANK])]),
    Msg(N + "26 16:05", "andrei", "Молодцы"),
    Msg(N + "26 16:30", "serega",
        "И ещё: я кисть потянул, с понедельника неделю на лёгком труде. В доке буду, но варить "
        "не могу до пятницы",
        [L("context", "serega", ["кист|легк|рук"], until=C + "04")]),
    Msg(N + "26 16:32", "andrei", "Береги руку. Кто за тебя на сварке?"),
    Msg(N + "26 16:40", "serega", "Жорик со второй бригады, он норм"),
    Msg(N + "26 17:00", "nikhil",
        "ER cable runs: I'll finish replacing the 3 damaged runs by Saturday night, doing it on "
        "night shifts",
        [L("commitment", "nikhil", [CABLE], due=N + "28")]),
    # ---- Fri 27 Nov
    Msg(N + "27 08:00", "pasha",
        "Буксиры на 3-е заказал, «Портовый-3» и «Портовый-5», подача 06:00",
        [L("done", "pasha", ["буксир|tug"])]),
    Msg(N + "27 11:00", "lars",
        "ITP for the tug sent by email. Bye for now, Anna's number is in the email",
        [L("done", "lars", ["ITP|inspection and test plan"])]),
    Msg(N + "27 11:05", "andrei", "Thanks Lars, have a good trip"),
    Msg(N + "27 15:00", "marina",
        "Плохие новости: китайцы отгрузили уплотнения не 24-го, а только вчера. К нам 1-го, не "
        "раньше"),
    Msg(N + "27 15:20", "igor",
        "Тогда дейдвуд соберём 2-го, раньше никак. Андрей, отдоковка 3-го под вопросом",
        [L("postponed", "igor", [SEAL], due=C + "02")], reply=-1),
    Msg(N + "27 15:30", "andrei", "Паша, считаем: если дейдвуд 2-го, отдоковка реально когда?"),
    Msg(N + "27 15:50", "pasha",
        "Переносим на 5-е, суббота. Буксирам уже позвонил, подача на 5-е в 06:00 подтверждена",
        [L("postponed", "pasha", [UNDOCK], due=C + "05")], reply=-1),
    Msg(N + "27 16:00", "andrei",
        "Согласовал с supt, 5-е ок. Everyone: undocking moved to Saturday 5 Dec"),
    Msg(N + "27 16:02", "nikhil", "noted"),
    # ---- Sat 28 Nov
    Msg(N + "28 22:10", "nikhil",
        "Cable delivery was short by 40 m, so the third run won't be done tonight. Sunday night, "
        "sorry",
        [L("postponed", "nikhil", [CABLE], due=N + "29")]),
    # ---- Sun 29 Nov
    Msg(N + "29 23:40", "nikhil", "All 3 ER cable runs replaced and tested ✅",
        [L("done", "nikhil", [CABLE])]),
    # ---- Mon 30 Nov
    Msg(N + "30 07:30", "andrei",
        "Неделя отдоковки. Nikhil — alarm & monitoring test before undocking, когда сможешь?"),
    Msg(N + "30 07:45", "nikhil",
        "Alarm system test Thursday 3rd, day shift, together with the ship's ETO. I was an ETO "
        "on LNG carriers for 8 years myself, so no surprises expected 😄",
        [L("commitment", "nikhil", ["alarm|сигнализац"], due=C + "03"),
         L("fact", "nikhil", ["ETO|LNG"])], reply=-1),
    Msg(N + "30 08:00", "igor", "Кингстоны перебрали все 4, можно закрывать",
        [L("done", "igor", ["кингстон"])]),
    Msg(N + "30 09:00", "pasha",
        "Предлагаю планёрки по отдоковке делать в 7:30, до начала смены. Потом всех не "
        "соберёшь",
        [L("preference", "pasha", ["7:30"])]),
    Msg(N + "30 09:05", "andrei", "+"),
    Msg(N + "30 10:00", "serega", "НК танка 3 — ультразвук без замечаний, акт подписал"),
    Msg(N + "30 10:30", "serega", "<фото>"),
    Msg(N + "30 15:00", "marina",
        "Для «Капитана Брусова» запчасти по списку supt закажу до среды",
        [L("commitment", "marina", ["Брусов|запчаст|spare"], due=C + "02")]),
    Msg(N + "30 15:05", "andrei",
        "Спасибо. Кто-нибудь знает, почему в столовой опять рыба третий день?"),
    Msg(N + "30 15:07", "igor", "Потому что судоремонтный 🐟"),
    Msg(N + "30 15:10", "serega", "😂😂"),
    # ---- Tue 1 Dec
    Msg(C + "01 09:00", "marina", "Уплотнения пришли! 🙌 Игорь, забирай"),
    Msg(C + "01 09:05", "igor", "Забираю, завтра ставим", reply=-1),
    Msg(C + "01 11:00", "andrei",
        "Lars's colleague Anna will do the final coating check on Friday 4th. Паша, дай ей "
        "доступ в док"),
    Msg(C + "01 11:10", "pasha", "Пропуск на Анну оформлю сегодня",
        [L("commitment", "pasha", ["пропуск|Анн"], due=C + "01")], reply=-1),
    Msg(C + "01 15:30", "pasha", "Пропуск готов, лежит на проходной",
        [L("done", "pasha", ["пропуск|Анн"])]),
    Msg(C + "01 16:00", "andrei", "Кто брал мою рулетку 10 м с жёлтой ручкой? верните плз"),
    # ---- Wed 2 Dec
    Msg(C + "02 18:00", "igor",
        "Дейдвуд собран: уплотнения и подшипник стоят. Испытание давлением — ок",
        [L("done", "igor", [SEAL])]),
    Msg(C + "02 18:10", "andrei", "Игорь, спасибо!! Успели"),
    Msg(C + "02 19:00", "marina", "Запчасти на «Брусова» заказала, счёт у бухгалтерии",
        [L("done", "marina", ["Брусов|запчаст|spare"])]),
    # ---- Thu 3 Dec
    Msg(C + "03 16:00", "nikhil",
        "Alarm & monitoring test done with the ETO: 2 sensors replaced, all alarms ok",
        [L("done", "nikhil", ["alarm|сигнализац"])]),
    Msg(C + "03 16:30", "pasha",
        "Док к затоплению готов. Завтра в 14:00 пробное затопление до 2 м, кильблоки проверим",
        [L("commitment", "pasha", ["затоплени|кильблок"], due=C + "04")]),
    Msg(C + "03 16:35", "andrei", "👍"),
    # ---- Fri 4 Dec
    Msg(C + "04 07:30", "andrei", "Последний день перед отдоковкой. Final checklist в 8:00 у меня"),
    Msg(C + "04 14:40", "pasha", "Пробное затопление прошло, течей нет",
        [L("done", "pasha", ["затоплени|кильблок"])]),
    Msg(C + "04 15:00", "serega", "Рука лучше, с понедельника варю"),
    Msg(C + "04 16:00", "andrei", "Всем спасибо, завтра в 6:00 на доке"),
]
