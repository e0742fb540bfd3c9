"""Builds questions.json for blind5 (run once; kept for transparency)."""
import json, datetime

EN = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]
ENF = ["January","February","March","April","May","June","July","August","September","October","November","December"]
RU = ["января","февраля","марта","апреля","мая","июня","июля","августа","сентября","октября","ноября","декабря"]

def D(iso, *words):
    d = datetime.date.fromisoformat(iso)
    g = [iso, f"{EN[d.month-1]} {d.day}", f"{ENF[d.month-1]} {d.day}",
         f"{d.day} {RU[d.month-1]}", f"{d.day:02d}.{d.month:02d}"]
    return g + list(words)

DL = "Daily/"
Q = []
def q(cls, lang, text, must=(), any_=(), sources=()):
    Q.append(dict(q=text, lang=lang, **{"class": cls}, must=list(must),
                  any=[list(a) for a in any_], sources=list(sources)))
def ab(lang, text):
    Q.append(dict(q=text, lang=lang, **{"class": "absent"}, must=[], any=[], sources=[], absent=True))

# promised
q("promised","ru","Что Олег обещал по закваске?",["feeding schedule"],[D("2026-11-20","к пятнице")],[DL+"2026-11-16.md"])
q("promised","en","What did Liz promise on the van?",["3 quotes"],[D("2026-12-10")],[DL+"2026-11-18.md"])
q("promised","en","what did Max promise re the detour",["detour route"],[D("2026-11-27","by Friday")],[DL+"2026-11-23.md"])
q("promised","ru","Андрей что обещал сделать до доставки печи?",["электрик"],[],[DL+"2026-11-27.md"])
q("promised","en","What did Marco promise us on price?",["2026 price"],[],[DL+"2026-12-02.md"])
q("promised","ru","Что Наташа обещала сделать к аудиту?",["чек-лист"],[["ночн"]],[DL+"2026-12-08.md"])
q("promised","en","What did Seryoga promise about the new route?",["засеч"],[],[DL+"2026-12-02.md"])
q("promised","en","tommy promised what about the old van?",["clean"],[],[DL+"2026-12-14.md"])
q("promised","ru","Дима что обещал на субботу?",["допсмен"],[],[DL+"2026-12-10.md"])
q("promised","ru","Что Оля обещала к предзаказам?",["пряник"],[],[DL+"2026-11-25.md"])
q("promised","en","What did Liz promise about the contract?",["chase"],[["Marco"]],[DL+"2026-12-11.md"])
q("promised","ru","Что Макс обещал магазинам?",["окна доставки"],[],[DL+"2026-12-09.md"])

# overdue
q("overdue","en","Is Liz overdue on anything?",["rye"],[D("2026-12-04")],[DL+"2026-11-30.md"])
q("overdue","ru","Что просрочено по аудиту?",["журнал температур"],[D("2026-12-09")],["Projects/Food Safety Audit.md"])
q("overdue","ru","Серёга что-то просрочил?",["путев"],[D("2026-11-30","до конца месяца")],[DL+"2026-11-23.md"])
q("overdue","ru","Что у Андрея просрочено?",["уплотнител"],[D("2026-12-11")],["Projects/Second Oven.md"])
q("overdue","en","What's Tommy overdue on?",["tyre"],[D("2026-12-11","by Friday")],[DL+"2026-12-07.md"])
q("overdue","en","anything overdue on the Xmas pre-orders?",["рецептур"],[D("2026-12-08")],["Projects/Christmas Preorders.md",DL+"2026-12-04.md"])
q("overdue","en","Anything overdue on the route change?",["route sheet"],[D("2026-12-14")],["Projects/Route Change.md"])
q("overdue","ru","Что висит просроченное на Диме?",["тестов"],[D("2026-12-09","к среде")],[DL+"2026-12-07.md"])
q("overdue","en","What's Oleg overdue on?",["инвентаризац"],[D("2026-12-01","до 1 декабря")],[DL+"2026-11-25.md"])

# due
q("due","ru","Что у Наташи на завтра?",["mock audit"],[],["Projects/Food Safety Audit.md"])
q("due","en","When is the final Xmas delivery schedule due?",[],[D("2026-12-21")],["Projects/Christmas Preorders.md"])
q("due","ru","Когда Оля должна сделать тестовые панеттоне?",["панеттоне"],[D("2026-12-21","к понедельнику")],[DL+"2026-12-16.md"])
q("due","en","When is the second oven commissioning due?",[],[D("2026-12-22")],["Projects/Second Oven.md"])
q("due","en","By when does Liz need to sign the flour contract?",[],[D("2026-12-31","by end of month")],[DL+"2026-12-14.md"])
q("due","ru","Что Олег должен сделать до пятницы?",["спецификац"],[],["Projects/Sourdough Line.md"])
q("due","en","What's Tom got due next week?",["keys"],[D("2026-12-23")],["Projects/Van Replacement.md"])
q("due","ru","Что у Серёги в пятницу?",["прогон"],[],[DL+"2026-12-15.md"])
q("due","en","When do we close pre-order intake?",[],[D("2026-12-20")],["Projects/Christmas Preorders.md"])
q("due","ru","До какого числа Наташа должна отправить документы аудитору?",[],[D("2026-12-22","до 22.12")],["Projects/Food Safety Audit.md"])

# away
q("away","en","When is Max on leave?",[],[D("2026-12-14","14–18"),D("2026-12-18","14–18")],[DL+"2026-12-02.md"])
q("away","ru","Когда у Оли отпуск?",[],[D("2026-12-28"),D("2027-01-08")],["People/Ольга Петрова.md"])
q("away","ru","Дима сейчас работает?",["больничн"],[D("2026-12-18","до конца недели")],[DL+"2026-12-14.md"])
q("away","en","Is Marco around over the holidays?",[],[D("2027-01-04"),["Giulia"]],[DL+"2026-12-16.md"])
q("away","ru","Почему Наташи не было 7–8 декабря?",["курс"],[],[DL+"2026-12-04.md"])
q("away","en","Is Tom working tomorrow?",["wedding"],[],[DL+"2026-12-15.md"])
q("away","ru","Когда Андрей был в командировке на заводе?",[],[D("2026-11-23","23–25"),D("2026-11-25","23–25")],[DL+"2026-11-20.md"])
q("away","en","When's Liz away?",[],[D("2026-12-21","21–23"),D("2026-12-23","21–23")],[DL+"2026-12-11.md"])

# preference
q("preference","ru","Как лучше связаться с Максом?",["Slack"],[],["People/Max Turner.md"])
q("preference","en","Is it ok to call Olya after 5pm?",["17"],[["созвон"]],["People/Ольга Петрова.md"])
q("preference","ru","Как Олегу лучше ставить задачи?",["чат"],[],["People/Олег Смирнов.md"])
q("preference","en","How does Liz want POs sent?",["writing"],[],["People/Elizabeth Clarke.md"])
q("preference","en","Best time to reach Marco?",["noon"],[],["People/Marco Rossi.md"])
q("preference","ru","В каком виде Наташа хочет документы?",["PDF"],[],["People/Наталья Волкова.md"])
q("preference","ru","На какие рейсы Серёга просится?",["утренн"],[],["People/Сергей Иванов.md"])
q("preference","en","Which van does Tommy prefer?",["Sprinter"],[],["People/Tom Harris.md"])

# decision
q("decision","ru","На какой муке решили делать закваску?",["ржан"],[],[DL+"2026-11-25.md"])
q("decision","en","Where are we putting the second oven?",["бокс 1"],[],[DL+"2026-11-27.md",DL+"2026-12-09.md"])
q("decision","en","Which days did we agree with Marco for flour deliveries?",[],[["вторник"],["пятниц"]],[DL+"2026-12-02.md"])
q("decision","ru","Какой лимит на штоллены решили?",["400"],[],[DL+"2026-12-04.md"])
q("decision","en","What did we decide on routes after the bridge closure?",[],[["объездн","Кольцев"],["30 мин"]],[DL+"2026-11-30.md"])
q("decision","ru","Новый фургон берём в лизинг или покупаем?",["lease"],[],[DL+"2026-12-10.md"])
q("decision","ru","Что решили насчёт новых сотрудников?",["инструктаж"],[["аллерген"]],[DL+"2026-12-10.md"])
q("decision","en","Which shops get sourdough first?",["Центральн","Вокзал","Парк"],[],[DL+"2026-12-15.md"])

# status
q("status","en","Where are we with the second oven?",["пусконаладк"],[["газ"]],[DL+"2026-12-16.md"])
q("status","ru","Что сейчас с закваской?",["стабильн"],[],[DL+"2026-12-16.md"])
q("status","ru","Как дела с подготовкой к аудиту?",["80%"],[],[DL+"2026-12-15.md"])
q("status","ru","Что с заменой фургона?",["lease"],[["approved"]],[DL+"2026-12-16.md"])
q("status","en","How many stollen pre-orders so far?",["312"],[],[DL+"2026-12-16.md"])
q("status","ru","Как работает новый маршрут?",["20 min"],[],[DL+"2026-12-11.md"])
q("status","en","Status of the 2027 flour contract?",["4%"],[],[DL+"2026-12-14.md"])
q("status","en","Is walk-in fridge #2 fixed?",["компрессор"],[],[DL+"2026-12-08.md"])

# owner
q("owner","en","Who owns the sourdough line?",[],[["Олег","Oleg","Смирнов"]],["Projects/Sourdough Line.md"])
q("owner","ru","Кто отвечает за вторую печь?",[],[["Андрей","Морозов"]],["Projects/Second Oven.md"])
q("owner","ru","Кто ведёт предзаказы к Рождеству?",[],[["Max","Макс"]],["Projects/Christmas Preorders.md"])
q("owner","en","Who's in charge of the audit?",[],[["Наталья","Наташа","Волкова"]],["Projects/Food Safety Audit.md"])
q("owner","en","Who handles the route change?",[],[["Max","Макс"]],["Projects/Route Change.md"])
q("owner","ru","Кто занимается заменой фургона?",[],[["Liz","Elizabeth","Clarke","Лиз"]],["Projects/Van Replacement.md"])
q("owner","en","Who's our account manager at the flour mill?",["Marco"],[],["People/Marco Rossi.md","Knowledge/Supplier contacts.md"])
q("owner","ru","Кто отвечает за маркировку аллергенов?",[],[["Оля","Ольга","Петрова"]],["Knowledge/Food safety checklist.md"])

# said
q("said","en","What did Andrey say about bay 2?",["вентиляц"],[],[DL+"2026-12-09.md"])
q("said","ru","Что Марко говорил про цены на рожь?",["harvest"],[],[DL+"2026-11-18.md"])
q("said","en","What did Natasha say is the main audit risk?",["температур"],[["маркировк","аллерген"]],[DL+"2026-12-08.md"])
q("said","ru","Что Том говорил про объездную?",["ice"],[],[DL+"2026-12-08.md"])
q("said","en","What did Oleg say about proofing the sourdough?",["12 час","26"],[],[DL+"2026-12-09.md"])
q("said","ru","Что Лиз сказала про сроки поставки фургона?",["February"],[],[DL+"2026-12-14.md"])
q("said","en","What did Seryoga say about the old van?",["подвеск"],[],[DL+"2026-11-30.md"])
q("said","ru","Что Оля говорила про штоллен — когда его печь?",["2 недел"],[],[DL+"2026-12-04.md"])

# changed
q("changed","en","What's changed with the second oven since Dec 5?",["бокс 1"],[],[DL+"2026-12-09.md",DL+"2026-12-16.md"])
q("changed","ru","Что изменилось по аудиту с 1 декабря?",[],[D("2027-01-12")],[DL+"2026-12-07.md"])
q("changed","en","What changed on delivery routes since Nov 16?",[],[["мост","bridge"],["объездн","Кольцев","detour"]],[DL+"2026-11-23.md",DL+"2026-11-30.md"])
q("changed","ru","Что нового по предзаказам на этой неделе?",["312"],[],[DL+"2026-12-15.md",DL+"2026-12-16.md"])
q("changed","en","Anything new on the van since Dec 10?",[],[["approved","February","all 3 quotes"]],[DL+"2026-12-14.md",DL+"2026-12-16.md"])
q("changed","ru","Что поменялось по закваске с 7 декабря?",[],[["стабильн","Центральн","3 shops"]],[DL+"2026-12-09.md",DL+"2026-12-15.md",DL+"2026-12-16.md"])

# absent
ab("en","What did Marco say about the oven?")
ab("ru","Когда день рождения у Олега?")
ab("en","What's Liz's phone number?")
ab("ru","Сколько стоит новая печь?")
ab("en","Who owns the packaging redesign?")
ab("ru","Что решили по зарплатам на январь?")
ab("en","Is Tom allergic to anything?")
ab("ru","Что Серёга обещал по сменам на Новый год?")
ab("en","What's the status of the croissant line?")
ab("ru","Кто отвечает за уборку снега у цеха?")
ab("en","When is the team Christmas party?")
ab("ru","Что Дима говорил про новую печь?")
ab("en","What did we decide about Sunday opening hours?")
ab("ru","Какой email у Марко?")
ab("ru","Когда у Андрея заканчивается испытательный срок?")

out = []
for i, x in enumerate(Q, 1):
    out.append({"id": f"c{i:02d}", **x})
json.dump({"today": "2026-12-17", "questions": out}, open("questions.json", "w"), ensure_ascii=False, indent=1)
print(len(out))
