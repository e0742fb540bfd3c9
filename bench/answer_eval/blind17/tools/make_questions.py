import json, datetime as dt
MON_EN = ["", "Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]
MON_EN_FULL = ["", "January","February","March","April","May","June","July","August","September","October","November","December"]
MON_RU = ["", "января","февраля","марта","апреля","мая","июня","июля","августа","сентября","октября","ноября","декабря"]
def D(iso, *words):
    d = dt.date.fromisoformat(iso)
    g = [iso, f"{MON_EN[d.month]} {d.day}", f"{MON_EN_FULL[d.month]} {d.day}", f"{d.day} {MON_RU[d.month]}", f"{d.day:02d}.{d.month:02d}"]
    if d.day < 10:
        g.append(f"{d.day}.{d.month:02d}")
    return g + list(words)

Q = []
def q(cls, lang, text, must=(), any_=(), sources=(), absent=False):
    item = {"id": f"c{len(Q)+1:02d}", "q": text, "lang": lang, "class": cls,
            "must": list(must), "any": [list(a) for a in any_], "sources": list(sources)}
    if absent:
        item["absent"] = True
    Q.append(item)

# promised 8
q("promised","ru","что Лена обещала на этой неделе?", ["манифест"], [["вторник","Tue"]], ["Daily/2026-11-30.md"])
q("promised","en","what did Dima promise for Zorka?", ["медиаплан"], [D("2026-11-20","пятниц","Friday")], ["Daily/2026-11-16.md"])
q("promised","ru","Марк что обещал в ноябре?", ["дашборд"], [["Pulse"],["конц","end of"]], ["Daily/2026-11-10.md"])
q("promised","en","what did Annie promise on Lumen?", ["макет"], [D("2026-11-16","понедельник","Monday")], ["Daily/2026-11-12.md"])
q("promised","ru","Том что обещал нам?", ["feedback"], [["OOH","наружк"]], ["Daily/2026-11-26.md"])
q("promised","en","who promised what last week?", [], [["Tom","Том"],["Макс","Max"],["монтаж","rough cut"]], ["Daily/2026-11-26.md"])
q("promised","ru","что обещала команда SMM?", ["контент-план"], [["Lumen"], D("2026-12-07")], ["Daily/2026-12-01.md"])
q("promised","en","what did Ira promise re Pulse?", ["оплат"], [["октябр","October"]], ["Daily/2026-11-19.md"])

# overdue 6
q("overdue","en","anything overdue for Ira?", ["акт сверки"], [["Зорьк","Zorka"], D("2026-11-27")], ["People/Ирина Соколова.md"])
q("overdue","ru","что просрочено по Pulse?", ["KPI"], [D("2026-12-01")], ["Projects/Pulse New Year.md"])
q("overdue","en","is serzh late with anything?", ["охват"], [["Lumen"]], ["Daily/2026-11-24.md"])
q("overdue","ru","Ленуся что-то просрочила?", ["кейс"], [["сайт","site"]], ["Projects/Сайт агентства.md"])
q("overdue","en","whats overdue on nordvik", ["flight schedule"], [["Дима","dvolkov","Dima"]], ["Projects/Nordvik Winter.md"])
q("overdue","ru","у Юли есть просрочки?", ["case study"], [], ["People/Julia Weber.md"])

# due 10
q("due","en","what's due today?", [], [["баннер","banner"],["teaser","тизер"],["контент-план"],["креатив"]],
  ["Projects/Nordvik Winter.md","Daily/2026-12-01.md","Daily/2026-12-02.md"])
q("due","ru","что на завтра горит?", [], [["brief","бриф"],["закрывающ"],["финальн","final cut"]],
  ["Projects/Lumen Holiday.md","People/Ирина Соколова.md","Daily/2026-12-02.md"])
q("due","en","what does Olya have due today?", ["контент-план"], [["Зорьк","Zorka"]], ["Daily/2026-12-01.md"])
q("due","ru","Что у Сержа по дедлайнам на этой неделе?", [], [["teaser","тизер"],["brief","бриф"]], ["Daily/2026-12-01.md","Projects/Lumen Holiday.md"])
q("due","en","when is Max's final cut due?", ["финальн"], [D("2026-12-04","пятниц","Friday")], ["Daily/2026-12-02.md"])
q("due","ru","Ира — что у неё на этой неделе по срокам?", ["закрывающ"], [["Nordvik"], D("2026-12-04")], ["People/Ирина Соколова.md"])
q("due","en","anything due today on Nordvik?", ["баннер"], [["Том","Tom"]], ["Projects/Nordvik Winter.md"])
q("due","ru","Аня что должна отправить сегодня?", ["креатив"], [["Pulse"]], ["Daily/2026-12-02.md"])
q("due","en","lumen - whats due tmrw?", ["brief"], [], ["Projects/Lumen Holiday.md"])
q("due","ru","что по Тепло Дому надо сделать до конца недели?", ["бюджет"], [["второ"]], ["Daily/2026-12-03.md"])

# away 6
q("away","en","who's out next week?", [], [["Аня","Анна","Annie"],["Дима","Dmitry","Dima"],["Tom","Том"]],
  ["People/Анна Кузнецова.md","Daily/2026-12-03.md"])
q("away","ru","когда Анюта в отпуске?", [], [D("2026-12-07"), D("2026-12-18")], ["People/Анна Кузнецова.md","Daily/2026-12-02.md"])
q("away","en","who was sick this week?", [], [["Марк","Mark"]], ["Daily/2026-11-30.md"])
q("away","ru","Оля в пятницу на месте?", ["отгул"], [], ["Daily/2026-12-02.md"])
q("away","en","when is Tom OOO?", [], [D("2026-12-07"), D("2026-12-11")], ["Daily/2026-12-03.md"])
q("away","ru","Ира когда в отпуске?", [], [D("2026-12-14"), D("2026-12-25")], ["People/Ирина Соколова.md","Daily/2026-12-03.md"])

# preference 12
q("preference","en","how does Lena want edits?", ["комментари"], [["гугл-док","google doc"]], ["People/Елена Смирнова.md"])
q("preference","ru","Диме как отчёты слать?", ["таблич"], [], ["People/Dmitry Volkov.md"])
q("preference","en","Annie - how to give her feedback?", ["одним списком"], [], ["People/Анна Кузнецова.md"])
q("preference","ru","Марк как к митингам относится?", ["11"], [["async","Loom"]], ["People/Mark Chen.md"])
q("preference","en","how does Olya want status updates from me?", ["списк","пятниц"], [], ["People/Ольга Петрова.md"])
q("preference","ru","Серёже куда лучше писать?", ["Telegram"], [], ["People/Sergey Orlov.md"])
q("preference","en","how does Tom like his reports?", ["PDF"], [["one-page","one page"],["numbers first"]], ["People/Tom Becker.md"])
q("preference","ru","Ира что хочет по счетам?", ["25"], [["PO"]], ["People/Ирина Соколова.md"])
q("preference","en","Max - how does he want briefs?", ["референс"], [["2 дня","2 days"]], ["People/Максим Лебедев.md"])
q("preference","ru","Юля как предпочитает 1:1?", [], [["walking","прогул"],["Thursday","четверг"]], ["People/Julia Weber.md"])
q("preference","en","how does the Zorka client like to be contacted?", ["WhatsApp"], [["звон","call"]], ["Projects/Зорька ребрендинг.md"])
q("preference","ru","Том — какие созвоны любит?", ["30"], [["Tue","вторник"]], ["People/Tom Becker.md"])

# decision 12
q("decision","ru","что решили по KV Nordvik?", ["Night Trail"], [], ["Daily/2026-11-12.md"])
q("decision","en","nordvik media split - what did we decide?", ["60","40"], [], ["Daily/2026-11-13.md"])
q("decision","en","Zorka packaging colour - final decision?", [], [["зелён","зелен","green"]], ["Daily/2026-11-24.md"])
q("decision","ru","Pulse — что решили с TikTok?", ["VK Клип","Telegram"], [], ["Daily/2026-11-13.md"])
q("decision","en","pulse promo code - what was decided?", ["FIT26"], [["20%"]], ["Daily/2026-11-17.md"])
q("decision","ru","каких инфлов берём для Lumen?", ["micro"], [["50k","50к"]], ["Daily/2026-11-09.md"])
q("decision","en","what platform did we pick for the agency site?", ["Tilda"], [], ["Daily/2026-11-06.md","Projects/Сайт агентства.md"])
q("decision","ru","Тепло Дом — что решили насчёт тендера?", [], [["we pitch","участвуем"]], ["Daily/2026-11-10.md"])
q("decision","en","when's the weekly status meeting now?", ["вторник","10:00"], [], ["Daily/2026-11-17.md"])
q("decision","ru","Lumen запуск — что решили с датой?", [], [D("2026-12-10")], ["Daily/2026-11-26.md"])
q("decision","en","nordvik video length - what was agreed?", ["30"], [["15"]], ["Daily/2026-11-30.md"])
q("decision","ru","что решили по бюджету для второго тура ТД?", ["два вариант"], [["12 млн"]], ["Daily/2026-12-02.md"])

# status 12
q("status","en","nordvik OOH status?", ["щиты"], [D("2026-12-01")], ["Daily/2026-12-01.md"])
q("status","ru","Nordvik видео — где мы?", ["финальн"], [["пятниц","Friday"]], ["Daily/2026-11-30.md","Daily/2026-12-02.md"])
q("status","en","zorka media plan status", [], [["утверждён","утвержден","approved"]], ["Daily/2026-12-01.md"])
q("status","ru","Зорька заплатила?", ["оплатил"], [], ["Daily/2026-12-02.md"])
q("status","en","is the Pulse landing live yet?", ["запущен"], [["iOS"]], ["Daily/2026-12-02.md"])
q("status","ru","дашборд Pulse готов?", ["готов"], [], ["Daily/2026-11-27.md"])
q("status","en","lumen influencer contracts - how many signed?", ["6 из 8"], [], ["Daily/2026-12-02.md"])
q("status","ru","что с фото для Lumen?", ["ретушь"], [["готов"]], ["Daily/2026-12-01.md"])
q("status","en","agency website status?", ["пауз"], [["январ"]], ["Daily/2026-11-27.md","Projects/Сайт агентства.md"])
q("status","ru","что с тендером Тепло Дом?", ["второй тур"], [D("2026-12-10")], ["Daily/2026-11-30.md"])
q("status","en","junior copywriter hiring - where are we?", ["оффер"], [["Вик"]], ["Daily/2026-12-02.md"])
q("status","ru","упаковка Зорьки — что сейчас?", ["типограф"], [], ["Daily/2026-12-02.md"])

# owner 8
q("owner","en","who's buying media for Nordvik?", [], [["Дима","Dmitry","Volkov","Диме"]], ["Daily/2026-11-13.md","Projects/Nordvik Winter.md"])
q("owner","ru","кто ведёт Зорьку?", [], [["Ольга","Оля"]], ["Projects/Зорька ребрендинг.md","Daily/2026-11-06.md"])
q("owner","en","who owns the Pulse dashboard?", [], [["markc","Mark"]], ["Daily/2026-11-05.md","Projects/Pulse New Year.md"])
q("owner","ru","кто на Lumen по блогерам?", [], [["Серж","Sergey","Orlov"]], ["Daily/2026-11-09.md","Projects/Lumen Holiday.md"])
q("owner","en","who's running the website redesign?", [], [["Аня","Анна","Annie"]], ["Projects/Сайт агентства.md","People/Анна Кузнецова.md"])
q("owner","ru","кто лидит питч Тепло Дом?", [], [["Jules","Julia","Юля"]], ["Daily/2026-11-10.md","Projects/Pitch Тепло Дом.md"])
q("owner","en","who's on the Zorka reconciliation act?", [], [["Ира","Ирина","Ире"]], ["People/Ирина Соколова.md","Daily/2026-11-26.md"])
q("owner","ru","кто отвечает за видео Nordvik?", [], [["Макс","Максим"]], ["Projects/Nordvik Winter.md","People/Максим Лебедев.md"])

# said 6
q("said","ru","что Том сказал про KV?", ["logo"], [["bigger"]], ["Daily/2026-11-12.md"])
q("said","en","what did Dima say about OOH prices?", ["15%"], [], ["Daily/2026-11-17.md"])
q("said","en","what did the Zorka client say about the blue packaging?", ["химия"], [["ферма"]], ["Daily/2026-11-23.md"])
q("said","ru","Марк что говорил про CTR по Pulse?", ["0.6"], [["fatigue","benchmark"]], ["Daily/2026-11-27.md"])
q("said","en","what did Jules say about Тепло Дом priorities?", ["дилер"], [], ["Daily/2026-11-16.md"])
q("said","ru","Лена что говорила про тон Зорьки?", ["городск"], [["проще"]], ["Daily/2026-11-10.md"])

# changed 6
q("changed","en","what changed on Zorka since Nov 20?", [], [["зелён","зелен","green"],["утверждён","утвержден","approved"]],
  ["Daily/2026-11-24.md","Daily/2026-12-01.md"])
q("changed","ru","что поменялось по Lumen с 25 ноября?", ["6 из 8"], [D("2026-12-10")], ["Daily/2026-11-26.md","Daily/2026-12-02.md"])
q("changed","en","anything new on Pulse since Nov 25?", ["запущен"], [["дашборд","dashboard"]], ["Daily/2026-11-27.md","Daily/2026-12-02.md"])
q("changed","ru","сайт — что изменилось с 20 ноября?", ["пауз"], [], ["Daily/2026-11-27.md"])
q("changed","en","Тепло Дом pitch: what's changed since Nov 16?", ["второй тур"], [["отправлен","sent"]], ["Daily/2026-11-20.md","Daily/2026-11-30.md"])
q("changed","ru","Nordvik — что нового с 25 ноября?", ["щиты"], [["черновой монтаж","rough cut"]], ["Daily/2026-11-27.md","Daily/2026-11-30.md","Daily/2026-12-01.md"])

# absent 14
for lang, text in [
    ("en","what's Lena's preference about meetings?"),
    ("ru","Как Макс любит получать фидбек?"),
    ("en","what did we decide about influencers for Nordvik?"),
    ("ru","кто отвечает за PR по Lumen?"),
    ("en","when is Jules on vacation?"),
    ("ru","Что Ира говорила про Lumen?"),
    ("en","status of the Aurora project?"),
    ("ru","решили нанимать второго дизайнера?"),
    ("en","when's the team NY party?"),
    ("ru","какой бюджет на ТВ у Зорьки?"),
    ("en","what did Tom promise about payment terms?"),
    ("ru","Серёжа болел в ноябре?"),
    ("en","what did Mark say about Nordvik?"),
    ("ru","решили увеличить бюджет Pulse?"),
]:
    q("absent", lang, text, absent=True)

json.dump({"today": "2026-12-03", "questions": Q}, open("/work/sets/answer_blind17/questions.json","w"), ensure_ascii=False, indent=1)
print(len(Q))
