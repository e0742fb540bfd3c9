"""Chat 3: generic JSONL, mixed Russian/English. A children's dental clinic's reception team."""

from common import Chat, W, canc, com, ctx, done, fact, post, pref

FILE = "zubrenok_reception.jsonl"
CHAT = "zubrenok-reception"
OWNER = "Наталья Громова"
LANGUAGE = "mixed"

O, S, K = "Ольга Вербицкая", "Sam Whitfield", "Кирилл Данилов"
MD, L, J = "Мадина Алиева", "Елена Котова", "Joanna Price"

PEOPLE = {
    O: ["Оля Вербицкая", "Оля", "Olya", "Ольга"],
    S: ["Sam", "Сэм"],
    K: ["Кирилл", "Кир", "Kirill"],
    MD: ["Madina Alieva", "Мадина", "Madina"],
    L: ["Лена Котова", "Лена", "Леночка", "Lena"],
    J: ["Jo Price", "Jo", "Джо", "Joanna"],
}
SHOWN = {OWNER: OWNER, O: "Оля Вербицкая", S: "Sam Whitfield", K: "Кирилл Данилов",
         MD: "Madina Alieva", L: "Лена Котова", J: "Jo Price"}

N = OWNER
RECALL = W("обзвон|recall|звон|call")
HEND = W("henderson|хендерсон")
WIDGET = W("виджет|widget")
TOYS = W("игрушк|приз|сундук|toy")
HOWTO = W("how-to|инструкц|памятк|pre-approval|согласован")
CONSENT = W("соглас|consent")
PRICE = W("прайс|price")
LAYOUT = W("прайс|price", "сверста|бланк|letterhead|layout|верст")
HANDOVER = W("список|list", "лен|lena")
NGUYEN = W("nguyen|нгуен")
REPORT = W("отчет|report")
REDIRECT = W("переадресац|атс|телефон|forward")
MEETING = W("встреч|meeting")
GARLAND = W("гирлянд|снежин")
DECOR = W("украс|decor")
CRM = W("crm|сервер|переезд")
POLICY = W("henderson|хендерсон", "полис|policy|страхов|insur")
SAT5 = W("суббот|saturday")
TRAINING = W("training|обучен|тренинг")
THU = W("четверг|thursday")
COFFEE = W("coffee|кофе")
LENA_SAT = W("суббот|saturday")


def build() -> Chat:
    c = Chat()
    m = c.m
    # --- Mon 16 Nov
    m("2026-11-16 08:40", N, "Доброе утро! Напоминаю, с сегодняшнего дня recall-кампания: "
      "обзваниваем всех, у кого профосмотр был в мае-июне. Списки у Мадины")
    m("2026-11-16 08:52", MD, "Да, выгрузила 214 человек. Начну сегодня, до пятницы обзвоню "
      "первую сотню. Выгрузку я себе в Excel переделала, мне в Экселе удобнее чем в CRM, "
      "там фильтры нормальные", com(MD, RECALL, "2026-11-20"), pref(MD, W("excel|эксел")))
    m("2026-11-16 09:05", S, "Morning! Natalia, the Hendersons (twins, 6yo) want to move "
      "Thursday's appointment to a Saturday. Do we even have Saturday slots with Dr Arutyunyan in Nov?")
    m("2026-11-16 09:10", N, "Sam, в субботу 21-го есть 10:00 и 10:30. Бери", key="slots")
    m("2026-11-16 09:12", S, "Perfect, I'll call them back now and book both", com(S, HEND, "2026-11-16"),
      reply="slots")
    m("2026-11-16 09:40", K, "Коллеги, виджет онлайн-записи на сайте опять показывает слоты "
      "доктора Лаптевой, хотя она в отпуске. Fix сделаю сегодня до конца дня",
      com(K, WIDGET, "2026-11-16"))
    m("2026-11-16 09:41", N, "Спасибо, Кирилл 🙏")
    m("2026-11-16 10:15", S, "Done, Hendersons booked Sat 21 10:00 & 10:30. Mum says thanks a million",
      done(S, HEND))
    m("2026-11-16 12:30", O, "Девочки, сундук с призами пустой совсем, дети расстроены 😢 Кто за "
      "игрушками съездит?")
    m("2026-11-16 12:45", L, "я могу в среду после пар заехать в ашан, если дадите наличку из кассы",
      com(L, TOYS, "2026-11-18"))
    m("2026-11-16 12:50", N, "Лена, возьми 3000 у Оли, чек не забудь")
    m("2026-11-16 17:20", K, "виджет починил, Лаптева скрыта до 1 декабря", done(K, WIDGET))
    m("2026-11-16 17:50", J, "Hi all, quick one - from December СтрахЗащита wants pre-approval "
      "for every orthodontic consult. I'll write up a one-page how-to for reception by Friday",
      com(J, HOWTO, "2026-11-20"))
    # --- Tue 17 Nov
    m("2026-11-17 08:30", N, "Оля, информированные согласия для родителей надо перепечатать, "
      "юрист прислал новую редакцию. Сделаешь?")
    m("2026-11-17 08:45", O, "Сделаю, к четвергу распечатаю по 200 штук", com(O, CONSENT, "2026-11-19"))
    m("2026-11-17 09:00", MD, "[голосовое сообщение 0:47]")
    m("2026-11-17 09:01", MD, "Короче, за вчера дозвонилась до 31, записались 18. Многие не "
      "берут, буду вечером перезванивать")
    m("2026-11-17 11:10", S, "Btw could we get the price list in English? Half my families ask "
      "me to translate it on the spot. I'll do the translation myself by Friday",
      com(S, PRICE, "2026-11-20"))
    m("2026-11-17 11:11", S, "Natalia pls text me rather than call when I'm on the desk, my "
      "Russian on the phone falls apart 🙈", pref(S, W("text|пис|message|сообщ")))
    m("2026-11-17 11:30", N, "Sam, yes please, переводи. Кирилл потом сверстает на бланке")
    m("2026-11-17 11:32", K, "ок, как Сэм пришлёт — сверстаю в тот же день", com(K, LAYOUT))
    m("2026-11-17 14:00", L, "Наталья Сергеевна, я в эту пятницу не смогу, у меня зачёт. Можно "
      "с кем-нибудь поменяюсь на субботу?", key="swap")
    m("2026-11-17 14:05", O, "я бы взяла, но я субботы вообще не люблю, у меня сын дома один",
      pref(O, W("суббот|saturday")), fact(O, W("сын|son")), reply="swap")
    m("2026-11-17 14:07", MD, "Лен, давай я за тебя в пятницу выйду, мне всё равно",
      com(MD, W("пятниц|friday|смен|помен"), "2026-11-20"), reply="swap")
    m("2026-11-17 14:10", N, "Ок, меняйтесь, поправлю график")
    # --- Wed 18 Nov
    m("2026-11-18 09:15", MD, "Наталья, у меня с 23 по 26 ноября отпуск, помните? До пятницы "
      "обзвоню сколько успею, а в пятницу вечером передам список Лене",
      ctx(MD, W("отпуск|vacation"), "2026-11-26"), com(MD, HANDOVER, "2026-11-20"))
    m("2026-11-18 09:20", N, "Да, помню. Хорошо")
    m("2026-11-18 16:40", L, "[фото]")
    m("2026-11-18 16:41", L, "купила 40 игрушек + наклейки, чек у Оли в кассе", done(L, TOYS))
    m("2026-11-18 16:45", O, "Ура!! дети будут счастливы")
    m("2026-11-18 18:00", J, "Also FYI I'm off sick tomorrow and Friday, nasty cold. Reachable on email",
      ctx(J, W("sick|боле|простуд|cold"), "2026-11-20"))
    # --- Thu 19 Nov
    m("2026-11-19 08:20", O, "Согласия распечатала, 200 шт., на ресепшене в синей папке",
      done(O, CONSENT))
    m("2026-11-19 09:10", K, "Телефония: в субботу с 8 до 9 апдейт АТС, линия может пропадать "
      "минут на 5-10. Я на связи")
    m("2026-11-19 11:30", S, "Heads up, the Nguyen family complained nobody called them back "
      "about the sedation question. That's on me, I'll call them today and sort it",
      com(S, NGUYEN, "2026-11-19"))
    m("2026-11-19 11:35", N, "Спасибо, Сэм. Седация только через доктора Арутюняна, запиши на консультацию")
    m("2026-11-19 15:00", S, "Called the Nguyens, consult booked Dec 2 with Dr A. All good now",
      done(S, NGUYEN))
    m("2026-11-19 16:20", N, "Кирилл, можешь к понедельнику сделать отчёт из CRM — сколько "
      "записей пришло с сайта за ноябрь?")
    m("2026-11-19 16:55", K, "сделаю, но скорее к вторнику, в понедельник я весь день в другом "
      "филиале на Профсоюзной", com(K, REPORT, "2026-11-24"),
      ctx(K, W("филиал|branch"), "2026-11-23"))
    # --- Fri 20 Nov
    m("2026-11-20 09:00", MD, "Обзвонила 104 человека 💪 записались 61", done(MD, RECALL))
    m("2026-11-20 09:05", N, "Мадина, ты лучшая")
    m("2026-11-20 10:10", J, "Reception how-to on pre-approvals will be Tuesday, sorry, brain is "
      "mush with this cold", post(J, HOWTO, "2026-11-24"))
    m("2026-11-20 10:12", N, "Get well Jo, no rush")
    m("2026-11-20 13:30", S, "Price list translation - half done, I'll finish it Monday. Medical "
      "terms are killing me 😅 'пульпотомия' anyone?", post(S, PRICE, "2026-11-23"))
    m("2026-11-20 13:35", O, "pulpotomy 😄")
    m("2026-11-20 13:36", S, "lifesaver")
    m("2026-11-20 14:20", S, "Also - I'll organise a coffee morning for our English-speaking "
      "parents on Sat 12 Dec. Natalia ok if we use the waiting room after 2?",
      com(S, COFFEE, "2026-12-12"))
    m("2026-11-20 14:30", N, "Ок, после 14 можно")
    m("2026-11-20 18:45", MD, "Лене список оставшихся отправила на почту, с пометками кто "
      "просил перезвонить", done(MD, HANDOVER))
    # --- Sat 21 Nov
    m("2026-11-21 08:10", L, "Я на месте. Хендерсоны уже пришли, оба близнеца в костюмах динозавров 🦖")
    m("2026-11-21 08:50", K, "АТС обновил, всё работает. Если где-то гудки странные — пишите")
    m("2026-11-21 11:00", L, "Наталья Сергеевна, а можно мне в декабре ставить только вторую "
      "смену? С утра у меня практика, я ж на 4 курсе меда",
      pref(L, W("втор|вечер|second|afternoon")), fact(L, W("мед|medical")))
    m("2026-11-21 11:05", N, "Постараюсь, Лена")
    # --- Mon 23 Nov
    m("2026-11-23 08:30", N, "Мадина в отпуске до четверга, обзвон ведёт Лена по списку")
    m("2026-11-23 09:00", L, "Приняла, начну сегодня после 14, до конца месяца всех обзвоню",
      com(L, RECALL, "2026-11-30"))
    m("2026-11-23 12:00", S, "Price list in English, both pages. Kirill, all yours",
      done(S, PRICE), media="file:price_list_EN.docx")
    m("2026-11-23 12:05", K, "(мониторю из филиала) Принял, завтра сверстаю")
    m("2026-11-23 15:40", O, "Родители Вани Ш. жалуются что не могут дозвониться с 9 до 10. "
      "Кирилл, это АТС?")
    m("2026-11-23 16:10", K, "Да, после апдейта переадресация сбилась. Завтра утром поправлю "
      "первым делом", com(K, REDIRECT, "2026-11-24"))
    # --- Tue 24 Nov
    m("2026-11-24 08:45", K, "Переадресацию поправил, проверил с мобильного — всё проходит",
      done(K, REDIRECT))
    m("2026-11-24 09:30", J, "Back! Pre-approval how-to is in the shared folder, also printed "
      "one for the desk 📄", done(J, HOWTO))
    m("2026-11-24 09:35", N, "Thank you Jo! Девочки, прочитайте обязательно")
    m("2026-11-24 11:20", K, "Прайс на английском на бланке, pdf в общей папке. Распечатать сколько?",
      done(K, LAYOUT))
    m("2026-11-24 11:25", S, "20 please! Laminated if possible, kids chew everything 😂")
    m("2026-11-24 14:00", K, "Отчёт по записям с сайта: ноябрь — 132 записи, +40% к октябрю. "
      "Файл в папке", done(K, REPORT))
    m("2026-11-24 14:10", N, "Супер. Это в презентацию для главврача")
    # --- Wed 25 Nov
    m("2026-11-25 09:00", J, "Natalia, СтрахЗащита want a meeting about the new contract. I'll "
      "set it up for next week", com(J, MEETING))
    m("2026-11-25 09:05", N, "Давай, только не в понедельник, у меня планёрка")
    m("2026-11-25 12:30", S, "Btw families keep asking - yes, I'm a qualified dental nurse back "
      "in the UK, just not licensed here", fact(S, W("nurse|медсестр|ассистент")))
    m("2026-11-25 12:40", O, "Сэм, а я думала ты учитель 😄")
    m("2026-11-25 16:00", L, "Обзвонила 40 из 110, много автоответчиков")
    # --- Thu 26 Nov
    m("2026-11-26 09:20", N, "Коллеги, к Новому году хотим украсить холл. Оля, возьмёшь на себя? "
      "Бюджет 10 тыс.")
    m("2026-11-26 09:35", O, "Возьму! В выходные куплю гирлянды и снежинки, а в понедельник "
      "утром украсим до приёма", com(O, GARLAND, "2026-11-29"), com(O, DECOR, "2026-11-30"))
    m("2026-11-26 10:00", MD, "Наталья, пишу из отпуска 🙈 забыла сказать: пароль от кабинета "
      "СтрахЗащиты у Jo, не у меня")
    m("2026-11-26 10:05", N, "Отдыхай!! 😂")
    m("2026-11-26 14:15", K, "Внимание: в понедельник 30-го с 13 до 15 переезжаю CRM на новый "
      "сервер, она будет недоступна. Кто записан на эти часы — распечатайте заранее",
      com(K, CRM, "2026-11-30"))
    m("2026-11-26 14:20", O, "Кирилл, а можно не в понедельник? у нас в понедельник запись плотная")
    m("2026-11-26 14:45", K, "Ок, перенесу переезд на среду 2-е, тоже 13–15",
      post(K, CRM, "2026-12-02"))
    # --- Fri 27 Nov
    m("2026-11-27 09:00", MD, "Вернулась! Лена, сколько осталось по списку? Могу забрать половину")
    m("2026-11-27 09:10", L, "осталось 52, забирай с буквы М и дальше 🙏")
    m("2026-11-27 09:12", MD, "Забираю, до понедельника обзвоню", com(MD, RECALL, "2026-11-30"))
    m("2026-11-27 11:00", J, "Meeting with СтрахЗащита set for Wed 2nd at 15:00, small room",
      done(J, MEETING))
    m("2026-11-27 15:30", S, "Guys I'll be in London 7-14 Dec for my brother's wedding, heads "
      "up for the schedule", ctx(S, W("london|лондон"), "2026-12-14"))
    m("2026-11-27 15:31", O, "ооо, поздравляем брата!")
    # --- Sat 28 Nov
    m("2026-11-28 10:30", L, "суббота, 14 пациентов, все живы 😅")
    # --- Sun 29 Nov
    m("2026-11-29 18:00", O, "[фото]")
    m("2026-11-29 18:01", O, "Гирлянды, снежинки и маленькую ёлочку купила, 8 700 ₽, чек "
      "сфоткала", done(O, GARLAND))
    # --- Mon 30 Nov
    m("2026-11-30 08:20", O, "Холл украсили с Мадиной 🎄✨", done(O, DECOR))
    m("2026-11-30 08:25", N, "Какая красота!")
    m("2026-11-30 09:00", MD, "Обзвон закончила: из моей половины записались 19, остальные "
      "обещали сами перезвонить в декабре", done(MD, RECALL))
    m("2026-11-30 09:30", L, "моя часть тоже всё, 23 записались", done(L, RECALL))
    m("2026-11-30 11:00", J, "Reminder: from tomorrow all ortho consults need pre-approval. If "
      "in doubt ask me")
    m("2026-11-30 11:20", S, "Jo, can you check the Henderson twins' policy? Dad says ortho is covered",
      key="policy")
    m("2026-11-30 11:40", J, "Will check by tomorrow and email you. And everyone - insurance "
      "questions by email please, not here, I need the paper trail",
      com(J, POLICY, "2026-12-01"), pref(J, W("email|почт")), reply="policy")
    # --- Tue 1 Dec
    m("2026-12-01 08:30", K, "Напоминаю: завтра 13–15 CRM недоступна, переезд. Пишем на бумаге")
    m("2026-12-01 10:00", J, "Sam - Hendersons' policy covers the ortho consult only, not "
      "treatment. Details in your inbox", done(J, POLICY))
    m("2026-12-01 12:15", N, "Лена, Мадина — кто сможет выйти в субботу 5-го? Оля на свадьбе у подруги")
    m("2026-12-01 12:40", MD, "Я выйду", com(MD, SAT5, "2026-12-05"))
    m("2026-12-01 12:42", L, "а я в субботу могу тока после 14")
    # --- Wed 2 Dec
    m("2026-12-02 13:00", K, "CRM переезжает, не трогаем 🙏")
    m("2026-12-02 15:10", K, "Переезд завершён, CRM на новом сервере, всё летает. Если что-то не "
      "открывается — перезайдите", done(K, CRM))
    m("2026-12-02 17:20", J, "Meeting with СтрахЗащита went well - they want a training session "
      "for reception. I'll draft a plan by the 9th", com(J, TRAINING, "2026-12-09"))
    m("2026-12-02 18:30", O, "Девочки, Тёма заболел, температура. Я завтра и послезавтра с ним "
      "дома, больничный по уходу", ctx(O, W("больнич|дома|сын|son"), "2026-12-04"))
    m("2026-12-02 18:35", N, "Поправляйтесь! Лена, закроешь утро четверга?")
    m("2026-12-02 18:50", L, "могу только с 14, утром практика(")
    m("2026-12-02 18:55", MD, "Я закрою утро четверга, не вопрос", com(MD, THU, "2026-12-03"))
    # --- Thu 3 Dec
    m("2026-12-03 10:30", S, "Natalia, I'm cancelling the coffee morning for the 12th, too close "
      "to my London trip, sorry. Let's do it in January", canc(S, COFFEE))
    m("2026-12-03 10:32", N, "Ок, в январе")
    m("2026-12-03 12:00", K, "Кстати, я по образованию сетевой инженер, так что если у кого "
      "дома роутер барахлит — обращайтесь 😄", fact(K, W("сетев|network")))
    # --- Fri 4 Dec
    m("2026-12-04 09:00", N, "Доброе утро! Итоги ноября: 312 визитов, по recall — 98 записей. "
      "Спасибо всем!")
    m("2026-12-04 09:10", MD, "👏👏")
    m("2026-12-04 09:30", J, "Training plan will be later than the 9th, СтрахЗащита haven't sent "
      "their materials yet. Say the 14th", post(J, TRAINING, "2026-12-14"))
    m("2026-12-04 11:00", L, "Наталья Сергеевна, в субботу с 14 до 19 могу выйти в помощь, если надо",
      com(L, LENA_SAT, "2026-12-05"))
    m("2026-12-04 11:05", N, "Надо! Спасибо, Лена. Мадина, а ты тогда в субботу отдыхай — утро "
      "я сама закрою", canc(MD, SAT5))
    m("2026-12-04 11:10", MD, "ура, спасибо 🙌")
    return c
