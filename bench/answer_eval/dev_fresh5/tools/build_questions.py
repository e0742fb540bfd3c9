import json, datetime
MON_EN = ["January","February","March","April","May","June","July","August","September","October","November","December"]
MON_RU = ["января","февраля","марта","апреля","мая","июня","июля","августа","сентября","октября","ноября","декабря"]
def D(s, *extra):
    d = datetime.date.fromisoformat(s)
    g = [s, f"{MON_EN[d.month-1][:3]} {d.day}", f"{MON_EN[d.month-1]} {d.day}", f"{d.day} {MON_RU[d.month-1]}", f"{d.day:02d}.{d.month:02d}"]
    if d.day < 10: g.append(f"{d.day}.{d.month:02d}")
    return g + list(extra)
Q = []
def q(cls, lang, text, must=(), any_=(), sources=(), absent=False):
    item = {"id": f"c{len(Q)+1:02d}", "q": text, "lang": lang, "class": cls,
            "must": list(must), "any": [list(a) for a in any_], "sources": list(sources)}
    if absent: item["absent"] = True
    Q.append(item)
P = lambda n: f"People/{n}.md"
Dd = lambda d: f"Daily/{d}.md"
PR = lambda n: f"Projects/{n}.md"

# promised 8 (4 ru / 4 en)
q("promised","ru","кто что обещал на прошлой неделе?", ["критери"], [["счёт","счет"]], [Dd("2026-11-24"), Dd("2026-11-27")])
q("promised","en","what did Seryozha promise about the projector?", ["214"], [["к понедельнику","by Monday"]], [Dd("2026-11-19")])
q("promised","ru","Таня что обещала по олимпиаде?", ["итоговый список"], [["муниципальн"]], [Dd("2026-12-02")])
q("promised","en","what did IN promise in November about substitution pay?", ["стимулирующ"], [["доплат"]], [Dd("2026-11-10")])
q("promised","en","Olya promised something for the 9th graders?", ["speaking"], [D("2026-12-14","week of 14 Dec")], [Dd("2026-11-30")])
q("promised","ru","что Наташа обещала по родсобранию?", ["приглашени"], [], [Dd("2026-11-12")])
q("promised","en","what did Anya promise before the mock exam?", ["классный час"], [["стресс"]], [Dd("2026-11-16")])
q("promised","ru","Лена к какому дню обещала критерии пробника?", ["критери"], [D("2026-12-01","вторник","Tuesday")], [Dd("2026-11-24")])

# overdue 6 (3/3)
q("overdue","en","what's overdue right now?", ["акт списания","протокол педсовета"], [["приказ"]], [P("Dmitry Orlov"), Dd("2026-11-16"), PR("Пробный ОГЭ"), Dd("2026-11-23"), P("Anna Lebedeva")])
q("overdue","ru","Дима что-то просрочил?", ["акт списания"], [["амперметр"]], [P("Dmitry Orlov")])
q("overdue","en","is Natasha late with anything?", ["приказ"], [["пробного ОГЭ","пробник"]], [PR("Пробный ОГЭ")])
q("overdue","ru","у Паши что висит просроченное?", ["инструктаж"], [["ТБ"]], [Dd("2026-11-23"), Dd("2026-11-27")])
q("overdue","en","Anya's report on the anxiety test — overdue?", ["диагностик"], [D("2026-11-30")], [P("Anna Lebedeva")])
q("overdue","ru","что я сама не доделала после педсовета?", ["протокол"], [], [Dd("2026-11-16")])

# due 10 (5/5)
q("due","en","what's due today?", ["успеваемост"], [["ведомост"]], [Dd("2026-11-25"), Dd("2026-11-30"), Dd("2026-12-03")])
q("due","ru","что на завтра горит?", ["списки на пробник"], [["график дежурств"]], [PR("Пробный ОГЭ"), Dd("2026-11-30")])
q("due","en","anything due for Seryozha today?", ["ведомост"], [["7А","7A"]], [Dd("2026-11-30")])
q("due","ru","Марине что сдать до конца недели?", ["согласия"], [["9Б","9B"]], [Dd("2026-12-01")])
q("due","en","mock exam stuff due this week?", ["бланки"], [["списки на пробник"]], [P("Елена Соколова"), PR("Пробный ОГЭ")])
q("due","ru","Оле что к пятнице?", ["график дежурств"], [D("2026-12-04","до пятницы")], [Dd("2026-11-30")])
q("due","en","what do I need IN to sign off tomorrow?", ["списки на пробник"], [], [PR("Пробный ОГЭ")])
q("due","ru","у Лены какие дедлайны на этой неделе?", ["бланки ответов"], [D("2026-12-05")], [P("Елена Соколова")])
q("due","en","what's due next Tuesday?", ["повестка"], [["родсобрани"]], [PR("Родительские собрания")])
q("due","ru","когда сдаём отчёт по успеваемости в УО?", ["успеваемост"], [D("2026-12-03","сегодня","today")], [Dd("2026-11-25")])

# away 6 (3/3)
q("away","ru","кто сегодня отсутствует?", [], [["Паша","Gromov","Pavel"],["соревновани"]], [Dd("2026-12-03")])
q("away","en","when is Dima away?", ["Казан"], [D("2026-12-07","7–9 декабря")], [Dd("2026-12-02"), P("Dmitry Orlov")])
q("away","en","Olya's day off — which day?", [], [D("2026-12-11","пятницу 11.12")], [Dd("2026-12-02")])
q("away","ru","Наташа когда в отпуске?", ["отпуск"], [D("2026-12-14","14–18 декабря")], [P("Наталья Федорова")])
q("away","en","when was MP on sick leave?", ["больничн"], [D("2026-11-24","24–27 ноября")], [P("Марина Кузнецова"), Dd("2026-11-24")])
q("away","ru","в какие дни Ани нет в школе?", ["по средам"], [["другой школе","гимназия 12"]], [P("Anna Lebedeva")])

# preference 12 (6/6)
q("preference","en","how does Lena want feedback?", ["письменно"], [["телег","личку"]], [P("Елена Соколова")])
q("preference","ru","что Лена хочет по расписанию?", ["методический день"], [["пятниц"]], [P("Елена Соколова")])
q("preference","en","when can I schedule a meeting with Marina Petrovna?", ["после 16"], [["садик","утр"]], [P("Марина Кузнецова"), Dd("2026-11-13")])
q("preference","ru","МП как хочет проверять сочинения на пробнике?", ["сочинения"], [["сама"]], [P("Марина Кузнецова")])
q("preference","en","Dima's wishes for the timetable?", ["сдвоенных"], [["6–7","6-7"]], [P("Dmitry Orlov"), Dd("2026-11-10")])
q("preference","ru","как Диме лучше ставить задачи?", ["одним списком"], [], [P("Dmitry Orlov")])
q("preference","en","what format does Olya want reports in?", ["Google Sheet"], [], [P("Olga Belova"), Dd("2026-11-17")])
q("preference","ru","Оля как любит фидбек?", ["сэндвич"], [["прямо","сразу"]], [P("Olga Belova")])
q("preference","ru","Серёже можно звонить с утра?", ["до 10"], [["чат"]], [P("Сергей Волков"), Dd("2026-11-17")])
q("preference","en","what does Anya want at parents' meetings?", ["в начале"], [["15 мин"]], [P("Anna Lebedeva"), Dd("2026-11-12")])
q("preference","en","how does the boss like reports?", ["одной странице"], [["цифры"]], [P("Игорь Зайцев")])
q("preference","ru","как Тане лучше слать инфу по олимпиадам?", ["почтой"], [["голосовые"]], [P("Татьяна Морозова"), Dd("2026-11-17")])

# decision 12 (6/6)
q("decision","en","parents' meeting for 9th grade — online or in person in the end?", ["очно"], [], [Dd("2026-11-25"), PR("Родительские собрания")])
q("decision","ru","какие даты пробника решили?", [], [D("2026-12-09"), D("2026-12-11")], [Dd("2026-11-12"), PR("Пробный ОГЭ")])
q("decision","ru","что решили про физру первым уроком?", ["первым уроком"], [["5–6","5-6"]], [Dd("2026-11-12")])
q("decision","en","how are we checking the mock exam papers?", ["двое проверяющих"], [["ФИПИ"]], [PR("Пробный ОГЭ")])
q("decision","en","what did we decide on the e-journal platform?", ["Моя школа"], [D("2027-01-01","1 января")], [Dd("2026-11-09"), PR("Электронный журнал")])
q("decision","ru","сколько человек едет на муниципальный этап?", ["14 человек"], [], [Dd("2026-11-20"), PR("Олимпиады")])
q("decision","en","which supplier did we go with for the physics equipment?", ["Школьный мир"], [], [Dd("2026-11-26"), PR("Закупка оборудования физика")])
q("decision","ru","как договорились оплачивать замены?", ["по табелю"], [["по факту"]], [Dd("2026-11-27")])
q("decision","en","phones during the mock — what did we agree?", ["ящики"], [], [PR("Пробный ОГЭ")])
q("decision","ru","где и во сколько собрание 9-х?", ["актовый зал"], [["18:30"]], [Dd("2026-11-25"), PR("Родительские собрания")])
q("decision","en","what did the pedsovet decide about end-of-term tests?", ["не больше одной в день"], [D("2026-12-14","с 14 по 19 декабря")], [Dd("2026-11-16")])
q("decision","ru","5Б драка — что решили с Аней?", ["отдельно"], [["родител"]], [Dd("2026-11-10")])

# status 12 (6/6)
q("status","en","timetable for 2nd semester — where is it?", ["согласовани"], [], [Dd("2026-12-02"), PR("Расписание II полугодие")])
q("status","ru","эл журнал как там?", ["кроме 7А"], [["техподдержк"]], [Dd("2026-12-01"), PR("Электронный журнал")])
q("status","en","physics lab equipment status?", ["оплачен"], [D("2026-12-14")], [Dd("2026-12-03"), PR("Закупка оборудования физика")])
q("status","ru","олимпиада — итоговый список есть?", ["список не прислала"], [], [Dd("2026-12-03")])
q("status","ru","КИМы по русскому для пробника готовы?", ["дописывает"], [], [Dd("2026-11-30")])
q("status","en","invitations for the parents' meeting — sent?", ["разосланы"], [["Сферум"]], [Dd("2026-12-01")])
q("status","ru","проектор в 214 работает?", ["лампа"], [["не работает"]], [Dd("2026-11-25")])
q("status","en","how far is Anya with the anxiety diagnostics?", ["9Б осталось"], [], [Dd("2026-11-26")])
q("status","en","Olya's attestation — any news?", ["портфолио принято"], [D("2026-12-16","комиссия 16 декабря")], [Dd("2026-12-01")])
q("status","ru","доплата за замены — что в итоге?", ["согласована с бухгалтерией"], [], [Dd("2026-11-27")])
q("status","en","textbook order for next year — status?", ["отправлена в УО"], [], [Dd("2026-11-26")])
q("status","ru","спортзал можно использовать?", ["рекреации"], [["пол меняют"]], [Dd("2026-12-01")])

# owner 8 (4/4)
q("owner","ru","кто отвечает за переход на новый журнал?", [], [["Волков","Серёж","Серж","volk"]], [P("Сергей Волков"), Dd("2026-11-09"), PR("Электронный журнал")])
q("owner","en","who's on the physics equipment purchase?", [], [["Orlov","Дима","Dmitry"]], [P("Dmitry Orlov"), PR("Закупка оборудования физика")])
q("owner","ru","кто у нас по олимпиадам?", [], [["Морозова","Таня","ТМ","Татьяна"]], [P("Татьяна Морозова"), PR("Олимпиады")])
q("owner","en","who is responsible for the math mock exam?", [], [["Соколова","Лена","ЕВ","Елена"]], [P("Елена Соколова"), PR("Пробный ОГЭ")])
q("owner","ru","за пробник по русскому кто?", [], [["Кузнецова","МП","Марина"]], [P("Марина Кузнецова"), PR("Пробный ОГЭ")])
q("owner","en","who makes the duty schedule?", [], [["Оля","Olya","Belova","Olga"]], [P("Olga Belova"), Dd("2026-11-30")])
q("owner","ru","чья диагностика тревожности?", [], [["Аня","Lebedeva","Anna","Анечка"]], [P("Anna Lebedeva")])
q("owner","en","who sends the invitations to parents?", [], [["Наташа","Федорова","Наталья"]], [Dd("2026-11-12"), Dd("2026-12-01"), P("Наталья Федорова")])

# said 6 (3/3)
q("said","en","what did IN say about the parents' meeting format?", ["вживую"], [], [Dd("2026-11-25")])
q("said","ru","что Лена говорила про 9Б по матеше?", ["геометри"], [["15–19","15-19"]], [Dd("2026-11-24")])
q("said","ru","Дима что говорил про амперметры?", ["broken"], [["списывать"]], [Dd("2026-11-26")])
q("said","en","what did Anya say about 9B?", ["тревожности"], [["девочек"]], [Dd("2026-11-26")])
q("said","ru","что Серёжа сказал про Дневник.ру?", ["без весов"], [["криво"]], [Dd("2026-11-09")])
q("said","en","what did Olya say about substitutions in December?", ["can't take extra substitutions"], [["attestation"]], [Dd("2026-11-30")])

# changed 6 (3/3)
q("changed","ru","что поменялось по родсобранию с 20 ноября?", ["очно"], [["разосланы"]], [Dd("2026-11-25"), Dd("2026-12-01")])
q("changed","en","what changed on the physics purchase since Nov 20?", ["Школьный мир"], [["оплачен"]], [Dd("2026-11-26"), Dd("2026-12-03"), PR("Закупка оборудования физика")])
q("changed","en","e-journal — anything new since Nov 20?", ["7А"], [["техподдержк"]], [Dd("2026-11-23"), Dd("2026-12-01"), PR("Электронный журнал")])
q("changed","ru","спортзал — что нового с 15 ноября?", ["рекреаци"], [["пол меняют","вздулся"]], [Dd("2026-11-20"), Dd("2026-12-01")])
q("changed","en","timetable — what's changed since Nov 25?", ["согласовани"], [], [Dd("2026-12-02"), PR("Расписание II полугодие")])
q("changed","ru","олимпиада — что изменилось с 15.11?", ["предварительный список"], [["14 человек"]], [Dd("2026-11-20"), PR("Олимпиады")])

# absent 14 (7/7)
for lang, text in [
 ("en","how does Pasha like to get feedback?"),
 ("ru","что решили по поездке в Питер?"),
 ("en","when is Anya going on vacation?"),
 ("ru","кто отвечает за школьный сайт?"),
 ("en","what did Olya say about the olympiad?"),
 ("ru","что с новым меню в столовой?"),
 ("en","what did Tanya promise about the chemistry lab?"),
 ("ru","сколько стоит оборудование для физики, какая сумма счёта?"),
 ("en","Dima's preference for parents' meetings?"),
 ("ru","что Наташа говорила про новый электронный журнал?"),
 ("en","what was decided about the date of the 11th grade final essay?"),
 ("ru","МП в декабре в отпуск уходит?"),
 ("en","status of the fire drill?"),
 ("ru","как ИН предпочитает разбирать жалобы родителей?"),
]:
    q("absent", lang, text, absent=True)

out = {"today": "2026-12-03", "questions": Q}
json.dump(out, open("/work/sets/answer_dev_fresh5/questions.json","w"), ensure_ascii=False, indent=1)
print(len(Q))
