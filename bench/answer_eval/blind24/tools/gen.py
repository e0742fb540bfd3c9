import json, datetime
RU_M = ['января','февраля','марта','апреля','мая','июня','июля','августа','сентября','октября','ноября','декабря']
EN_S = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
EN_L = ['January','February','March','April','May','June','July','August','September','October','November','December']
def D(s, *words):
    d = datetime.date.fromisoformat(s)
    g = [s, f"{EN_S[d.month-1]} {d.day}", f"{EN_L[d.month-1]} {d.day}", f"{d.day} {RU_M[d.month-1]}", f"{d.day:02d}.{d.month:02d}"]
    if d.day < 10: g.append(f"{d.day}.{d.month:02d}")
    return g + list(words)
Q = []
def q(cls, lang, text, must=(), any_=(), sources=(), absent=False):
    item = {"id": f"c{len(Q)+1:02d}", "q": text, "lang": lang, "class": cls,
            "must": list(must), "any": [list(a) for a in any_], "sources": list(sources)}
    if absent: item["absent"] = True
    Q.append(item)
P="People/"; PR="Projects/"; K="Knowledge/"
def d(x): return f"Daily/{x}.md"
LENA=P+"Елена Смирнова.md"; DIMA=P+"Дмитрий Козлов.md"; OLYA=P+"Ольга Петрова.md"; SERG=P+"Сергей Иванов.md"
MAR=P+"Марина Волкова.md"; ANYA=P+"Анна Кузнецова.md"; PASHA=P+"Павел Орлов.md"; TANYA=P+"Татьяна Морозова.md"
IGOR=P+"Игорь Белов.md"; KATE=P+"Kate Miller.md"; VIKA=P+"Виктория Соколова.md"
INSP=PR+"Проверка РЗН №3.md"; COLD=PR+"Cold chain upgrade.md"; INV=PR+"Инвентаризация Q4.md"
ERX=PR+"E-Rx ЕГИСЗ.md"; FLU=PR+"Flu campaign.md"; SAD=PR+"Аптека на Садовой.md"
SOP=K+"СОП холодовая цепь.md"; MARK=K+"Маркировка МДЛП.md"; SUP=K+"Поставщики.md"

# promised 8
q("promised","ru","Что Лена обещала по проверке?",["чек-лист"],[D("2026-11-17","до вторника")],[d("2026-11-11")])
q("promised","en","what did Dimon promise re Pozis?",["quote"],[D("2026-11-19","by Thursday")],[d("2026-11-16")])
q("promised","en","serg promised anything for Sadovaya?",["VPN"],[D("2026-12-10","к 10-му")],[d("2026-12-01")])
q("promised","ru","что Кейт обещала по холодосам?",["50%"],[],[d("2026-12-02")])
q("promised","ru","Игорь что обещал в ноябре?",["сверхурочн"],[],[d("2026-11-25")])
q("promised","en","what did the #5 night shift promise?",["пересорт"],[D("2026-12-01","до 1 декабря")],[d("2026-11-11")])
q("promised","ru","Аня что обещала на прошлой неделе?",["замен"],[["Тан","Tanya"]],[d("2026-12-04")])
q("promised","en","What did Marina promise to send out?",["presentation"],[D("2026-11-23","by Mon")],[d("2026-11-19")])
# overdue 6
q("overdue","ru","что просрочено у Димы?",["акт поверки"],[D("2026-12-04")],[COLD])
q("overdue","en","whats overdue for @serg?",["кассов"],[D("2026-12-04","до пятницы следующей недели")],[d("2026-11-27")])
q("overdue","ru","Что у Анюты просрочено?",["график отпусков"],[D("2026-12-07")],[ANYA])
q("overdue","en","Is Olya late on anything?",["pharmacovigilance"],[D("2026-12-07","by Monday")],[d("2026-12-02")])
q("overdue","ru","что просрочено по проверке РЗН?",["журнал температурного режима"],[D("2026-12-03")],[INSP])
q("overdue","en","anything Tanya didn't finish on time?",["МДЛП"],[D("2026-12-02","до среды")],[d("2026-11-30")])
# due 10
q("due","en","what's due today?",["сводк","кондиционер"],[],[INV,d("2026-12-08")])
q("due","ru","что на завтра горит?",["пробный аудит","budget"],[],[INSP,d("2026-12-07")])
q("due","ru","Мариша — что у неё на этой неделе по срокам?",["пробный аудит"],[D("2026-12-10")],[INSP])
q("due","en","Igor — anything due this week?",["budget"],[D("2026-12-10","by Thursday")],[d("2026-12-07")])
q("due","ru","Ленуся что должна сдать до конца недели?",["СОП"],[["холодов"]],[d("2026-12-07")])
q("due","en","Sadovaya — any deadlines this week?",["лиценз"],[D("2026-12-11")],[SAD])
q("due","ru","Вика что должна сделать на этой неделе?",["постер"],[D("2026-12-11","в след. пятницу")],[d("2026-12-04")])
q("due","ru","что у Паши горит на этой неделе?",["кондиционер","пересчёт"],[],[d("2026-12-08"),PASHA])
q("due","ru","что по срокам на пятницу?",["лиценз","постер"],[],[SAD,d("2026-12-04")])
q("due","en","inventory deadlines this week?",["сводк","пересчёт"],[],[INV,PASHA])
# away 6
q("away","ru","Когда Лена в отпуске?",[],[D("2026-12-21","21–30"),D("2026-12-30","21–30")],[LENA,d("2026-11-27")])
q("away","en","is Tanya out?",["больничн"],[D("2026-12-11","до 11-го")],[d("2026-12-04")])
q("away","en","Is Dima around next week?",["Москв"],[D("2026-12-14","14–16")],[d("2026-12-07"),DIMA])
q("away","ru","Игорь в пятницу на месте?",[],[["off","выходн"]],[d("2026-12-08")])
q("away","ru","Кейт когда в отпуске?",[],[D("2026-12-21"),D("2027-01-08")],[KATE])
q("away","en","who's out this week?",[],[["Таня","Tanya"],["Igor","Игорь"]],[d("2026-12-04"),d("2026-12-08")])
# preference 12
q("preference","en","how does Kate want the weekly?",["English"],[["bullet"],["15:00","Friday"]],[KATE])
q("preference","ru","Kate — как она любит встречи?",["30 min"],[["camera"]],[KATE])
q("preference","ru","как Лене лучше давать фидбек?",["лично"],[],[LENA])
q("preference","en","how does Lena want the docs for inspections?",["бумаг"],[["распечат"]],[LENA])
q("preference","ru","как лучше достучаться до Димона?",["телег"],[],[DIMA])
q("preference","en","Marina — what format for checklists?",["Excel"],[],[MAR])
q("preference","ru","что Игорь хочет видеть в бюджетной заявке?",["КП"],[["тремя","три"]],[IGOR,d("2026-11-11")])
q("preference","en","when does Olya prefer meetings?",["до 10"],[],[OLYA])
q("preference","ru","Серж как хочет получать запросы?",["хелпдеск"],[],[SERG])
q("preference","en","Anya's rules for vacation requests?",["2 недели"],[],[ANYA])
q("preference","en","how does Tanya like feedback?",["пример"],[],[TANYA])
q("preference","ru","Паша — в какие дни с ним не созваниваться?",["понедельник"],[],[PASHA,d("2026-11-16")])
# decision 12
q("decision","en","what did we decide on the fridge vendor?",["Liebherr"],[],[d("2026-12-01"),COLD])
q("decision","ru","что решили по инвентаризации?",["ночью"],[D("2026-12-12","с 12 на 13")],[d("2026-11-25"),INV])
q("decision","en","inspection day — who does the talking, did we decide?",["только Лена"],[],[d("2026-12-08")])
q("decision","ru","Садовая — на когда решили открытие?",[],[D("2026-12-21")],[d("2026-11-25")])
q("decision","en","flu promo — what discount did we agree on?",["10%"],[["лояльност"]],[d("2026-11-20")])
q("decision","ru","смены в №5 — что решили?",["две смены"],[["12ч","12 ч"]],[d("2026-11-17")])
q("decision","en","E-Rx: cloud or on-prem in the end?",["cloud"],[],[d("2026-11-17"),ERX])
q("decision","ru","что решили делать с просрочкой?",["Катрен"],[["возвращ"]],[SUP])
q("decision","en","Tanya's onboarding — what did we decide?",["две недели"],[["стажир"]],[d("2026-11-23")])
q("decision","en","temperature logs — any decision?",["electronic"],[["January","январ"]],[d("2026-12-07")])
q("decision","ru","маркировка — о чём договорились?",["сканировать всё"],[["приёмк"]],[MARK])
q("decision","en","main OTC distributor — what's decided?",["Протек"],[],[SUP])
# status 12
q("status","ru","как там подготовка к проверке?",["почти всё готово"],[["журнал"]],[d("2026-12-08")])
q("status","en","fridges — where are we at?",["Liebherr"],[D("2026-12-18")],[d("2026-12-08")])
q("status","ru","Садовая — что с лицензией?",["справк"],[],[d("2026-12-08")])
q("status","en","E-Rx status?",["paused"],[["January","январ"]],[d("2026-12-07")])
q("status","en","did HQ approve the fridge co-funding?",["одобрил"],[["50%"]],[d("2026-12-09")])
q("status","ru","флю-кампания: статус?",["в печати"],[D("2026-12-14")],[d("2026-12-04")])
q("status","ru","Сколько провизоров нашли на Садовую?",["2 из 3"],[],[d("2026-12-09")])
q("status","en","POS update — how many stores done?",["6 из 8"],[],[d("2026-12-08")])
q("status","en","AC at store #1 — what's the deal?",["сломал"],[],[d("2026-12-08")])
q("status","ru","скан-терминалы для инвентаризации пришли?",["получены"],[["8 шт"]],[d("2026-12-08")])
q("status","en","expired stock return to Katren — shipped yet?",["отгружен"],[D("2026-12-03")],[d("2026-12-04")])
q("status","ru","Таня как, вышла?",["болеет"],[],[d("2026-12-09")])
# owner 8
q("owner","en","who's running the inspection prep?",[],[["Марин","Marina","Волков"]],[INSP])
q("owner","ru","кто отвечает за открытие Садовой?",[],[["Паша","Павел","Орлов","Pasha"]],[SAD])
q("owner","en","who owns the cold chain upgrade?",[],[["Дима","Дмитри","Козлов","Dima"]],[COLD])
q("owner","ru","чей проект E-Rx?",[],[["Серж","Сергей","Иванов","serg"]],[ERX])
q("owner","en","flu campaign owner?",[],[["Вика","Виктория","Соколова","Vika"]],[FLU])
q("owner","ru","кто ведёт инвентаризацию?",[],[["Оля","Ольга","Петрова","Olya"]],[INV])
q("owner","en","who's responsible for the cold chain SOP?",[],[["Лена","Елена","Смирнова","Lena"]],[SOP])
q("owner","ru","кто ищет провизоров на Садовую?",[],[["Аня","Анна","Кузнецова","Anya"]],[SAD])
# said 6
q("said","ru","что Kate говорила про бюджет на холодильники?",["1.2M"],[],[d("2026-11-23")])
q("said","en","what did Lena say about Tanya?",["МДЛП"],[["быстро учится"]],[d("2026-11-17")])
q("said","ru","Дима что сказал про Pozis?",["before January"],[],[d("2026-12-01")])
q("said","en","what did Marina say about the #3 warehouse?",["главный риск"],[["на полу"]],[d("2026-11-19")])
q("said","ru","что Серж говорил про API ЕГИСЗ?",["по вечерам"],[],[d("2026-11-11")])
q("said","en","Igor's take on overtime?",["приказ"],[],[d("2026-11-25")])
# changed 6
q("changed","en","fridges — what changed since Nov 20?",["Liebherr"],[["Pozis"]],[d("2026-12-01")])
q("changed","ru","что поменялось по Садовой с 20 ноября?",[],[D("2026-12-21")],[d("2026-11-25")])
q("changed","en","what changed with Tanya since Dec 1?",["больничн"],[],[d("2026-12-04")])
q("changed","ru","проверка РЗН: что нового с 25 ноября?",["уведомлен"],[D("2026-12-16")],[d("2026-11-30")])
q("changed","en","E-Rx: what changed since Dec 1?",["paused"],[["тест","test"]],[d("2026-12-07")])
q("changed","ru","что нового по пересорту в №5 с 20 ноября?",["закрыт"],[],[d("2026-11-30")])
# absent 14
for lang, t in [("en","What does Igor think about the flu campaign?"),("ru","Когда Серж в отпуске?"),
    ("en","how does Marina like to get feedback?"),("ru","Что решили по часам работы на Садовой?"),
    ("en","who owns the website redesign?"),("ru","Статус ремонта в аптеке №2?"),
    ("en","what did Pasha promise Kate?"),("ru","Оля когда в отпуске?"),
    ("en","did we decide anything on the Yandex delivery partnership?"),("ru","Что Аня говорила про Диму?"),
    ("en","what did Vika say about TikTok ads?"),("ru","Кто у нас отвечает за юр. вопросы?"),
    ("ru","какая зарплата у Тани?"),("en","what did Vika promise for social media?")]:
    q("absent", lang, t, absent=True)
json.dump({"today":"2026-12-09","questions":Q}, open("/work/sets/answer_blind24/questions.json","w"), ensure_ascii=False, indent=1)
from collections import Counter
print(len(Q), Counter(x["lang"] for x in Q), Counter(x["class"] for x in Q))
