"""Chat 2: a courier company's dispatch team, WhatsApp (Android) export, English."""

from build_common import CX, PR, Chat, C, D, F, P, X

OWNER = "Tom Whitaker"
JAMAL = "Jamal Okafor"
SOPH = "Sophie Brennan"
MAREK = "Marek Nowak"
DANI = "Danielle Price"
KWAME = "Kwame Mensah"
LENA = "Lena Fischer"

PEOPLE = {
    JAMAL: ["Jamal", "Jamal O", "Jam"],
    SOPH: ["Soph", "Sophie", "Soph B"],
    MAREK: ["Marek", "Marek N", "Nowak"],
    DANI: ["Dani", "Danielle", "Dani P"],
    KWAME: ["Kwame", "Kwame M"],
    LENA: ["Lena", "Lena F", "Len"],
}

TO, JA, SO, MR, DA, KW, LE = (OWNER, "Jamal O", "Soph B", "Marek N", "Dani P", "Kwame M",
                              "Lena F")
KWN = "+44 7700 900417"  # Kwame's new phone, never saved in the owner's contacts


def build() -> Chat:
    c = Chat()
    m = c.m
    sys = lambda when, text: c.m(when, "", text, kind="system")  # noqa: E731
    sys("11-16 07:40", "Messages and calls are end-to-end encrypted. No one outside of this "
        "chat, including WhatsApp, can read or listen to them. Tap to learn more.")
    sys("11-16 07:41", 'Tom Whitaker created group "Dispatch Central"')
    # --- Mon 16 Nov
    m("11-16 07:58", TO, "Morning all. Black Friday is the 27th, volumes roughly double from "
      "Thu 26th. Need everyone's availability for that week by Wednesday pls")
    m("11-16 08:03", JA, "I'm in all that week, and I'll do the Saturday 28th too 👍",
      C(JAMAL, ["sat"], "2026-11-28"))
    v4 = m("11-16 08:10", SO, "Van 4 still has the engine warning light on. Kwame can you look "
           "at it today?")
    m("11-16 08:12", KW, "on it, after the 10am run", C(KWAME, ["van 4"], "2026-11-16"),
      reply=v4)
    m("11-16 08:30", MR, "Fyi I'd rather not do routes north of the river on the bike after "
      "dark, the canal path has no lights. South loops in the evening pls",
      PR(MAREK, ["south"]))
    m("11-16 08:35", TO, "Noted")
    m("11-16 11:45", KW, "Van 4 sorted, loose sensor. Good to go", D(KWAME, ["van 4"]))
    m("11-16 13:20", DA, "", media="media")
    m("11-16 13:21", DA, "Parcel for Harlow Rd came like this from the hub. I'll log it with "
      "the hub and send the claim form tonight", C(DANI, ["claim"], "2026-11-16"))
    m("11-16 17:00", LE, "Evening shift here. Heads up — I'm on evenings only until the 27th, "
      "then back on days", CX(LENA, ["evening"], "2026-11-27"))
    m("11-16 21:10", DA, "claim form sent", D(DANI, ["claim"]))
    # --- Tue 17 Nov
    m("11-17 08:05", SO, "Tom the new PDA scanners arrived. Who's setting them up?")
    m("11-17 08:07", TO, "Kwame?")
    m("11-17 08:20", KW, "I can do them Thursday if the SIMs are here by then",
      C(KWAME, ["scanner|pda"], "2026-11-19"))
    m("11-17 09:40", JA, "Running 20 min late, A12 is a car park")
    m("11-17 12:00", TO, "Availability pls — Soph, Dani, Marek still missing")
    m("11-17 12:15", MR, "All week except Wed 25th — exam that day, I'm doing a part time MSc "
      "in logistics", CX(MAREK, ["exam"], "2026-11-25"), F(MAREK, ["msc|master"]))
    m("11-17 12:30", DA, "Thu–Sat fine. Never Mondays, I have the kids on Mondays",
      F(DANI, ["kid"]))
    m("11-17 14:00", SO, "I'm in. And I'll have the rota for BF week done by Friday",
      C(SOPH, ["rota"], "2026-11-20"))
    m("11-17 16:10", LE, "Also if the Berlin client rings again put them through to me, I "
      "speak German", F(LENA, ["german"]))
    # --- Wed 18 Nov
    m("11-18 07:45", LE, "Last night 3 failed in Eastfield, all 'no safe place'. Tom can we "
      "ask the client about leaving with neighbours?")
    m("11-18 08:10", TO, "I'll email them")
    m("11-18 10:00", JA, "Tom my fuel card got declined at the Shell on Bridge St again")
    fc = m("11-18 10:02", TO, "Soph can you chase the fuel card company?")
    m("11-18 10:05", SO, "yep will call them before lunch",
      C(SOPH, ["fuel card"], "2026-11-18"), reply=fc)
    m("11-18 12:50", SO, "Fuel card unblocked, they'd flagged it for 'unusual location' 🙄",
      D(SOPH, ["fuel card"]))
    m("11-18 12:52", JA, "unusual location = Bridge St every day for 9 years lol")
    m("11-18 15:30", KW, "SIMs not here yet. Scanners will have to wait till Monday",
      P(KWAME, ["scanner|pda"], "2026-11-23"))
    m("11-18 15:32", TO, "ok")
    m("11-18 18:40", LE, "Btw for handovers I'd much rather get a voice note than a wall of "
      "text, I read these on the move", PR(LENA, ["voice"]))
    # --- Thu 19 Nov
    m("11-19 07:05", DA, "Morning. I'm off sick today and tomorrow, chest infection. Sorry all",
      CX(DANI, ["sick"], "2026-11-20"))
    wg = m("11-19 07:12", TO, "Get well Dani. Jamal can you take the Westgate run today?")
    m("11-19 07:14", JA, "yeah I'll take it", C(JAMAL, ["westgate"], "2026-11-19"), reply=wg)
    m("11-19 17:30", JA, "Westgate done, 41/43 delivered, 2 cards left", D(JAMAL, ["westgate"]))
    m("11-19 18:00", MR, "Tom the bike's rear brake is shot. I'll drop it at Cycle Hub tomorrow "
      "morning and use the spare till then", C(MAREK, ["brake|cycle hub"], "2026-11-20"))
    # --- Fri 20 Nov
    m("11-20 09:10", MR, "bike dropped at Cycle Hub, ready Monday", D(MAREK, ["brake|cycle hub"]))
    m("11-20 11:00", SO, "BF rota isn't done — still waiting on 2 people's hours. Monday latest",
      P(SOPH, ["rota"], "2026-11-23"))
    m("11-20 11:05", TO, "Monday it is.")
    m("11-20 14:20", KWN, "Hi all it's Kwame, new phone, old one died. Sunday I'll swing by the "
      "depot and fit the new tail lift remote on van 2", C(KWAME, ["tail lift|remote"],
                                                          "2026-11-22"))
    m("11-20 14:25", JA, "😂 RIP the brick")
    m("11-20 16:40", TO, "Reminder: Christmas party vote closes tonight")
    # --- Sat 21 Nov
    m("11-21 10:30", JA, "", media="media")
    m("11-21 10:31", JA, "Someone parked in the loading bay AGAIN")
    # --- Sun 22 Nov
    m("11-22 13:15", KWN, "Tail lift remote fitted on van 2, tested 3x",
      D(KWAME, ["tail lift|remote"]))
    # --- Mon 23 Nov
    m("11-23 07:50", TO, "Big week. Soph, rota?")
    m("11-23 10:30", SO, "Rota's in the shared drive. Jamal + Dani vans Thu-Sat, Marek bikes "
      "Thu+Fri, Lena evenings", D(SOPH, ["rota"]))
    m("11-23 11:00", KWN, "SIMs arrived. Doing the scanners now")
    m("11-23 15:45", KWN, "All 8 scanners set up and paired. Old ones in the box under Soph's "
      "desk", D(KWAME, ["scanner|pda"]))
    m("11-23 16:00", DA, "Back. Still coughing but fine")
    ap = m("11-23 16:10", TO, "Dani can you show Marek the route app tomorrow? He's on van 3 "
           "on Friday")
    m("11-23 16:12", DA, "sure, tomorrow 2pm at the depot", C(DANI, ["app"], "2026-11-24"),
      reply=ap)
    m("11-23 16:15", MR, "thanks 🙏")
    # --- Tue 24 Nov
    m("11-24 14:40", DA, "Showed Marek the app, he's a natural", D(DANI, ["app"]))
    m("11-24 15:00", LE, "Tom I'll do the call with Eastfield Estates on Thursday about the safe "
      "place thing, if you want", C(LENA, ["eastfield"], "2026-11-26"))
    m("11-24 15:05", TO, "yes please")
    m("11-24 18:20", JA, "This message was deleted", kind="deleted")
    m("11-24 18:21", JA, "wrong chat lol")
    # --- Wed 25 Nov
    m("11-25 09:00", SO, "Marek's off today, exam. Good luck!")
    mot = m("11-25 09:30", TO, "Kwame, van 1 MOT is due on the 1st. Can you book it?")
    m("11-25 09:45", KWN, "Booked for Tue 1st 8am at Halden Motors. I'll drive it over myself",
      C(KWAME, ["mot"], "2026-12-01"), reply=mot)
    m("11-25 12:00", DA, "I hate to be that person but please don't put me on Eastfield at "
      "night again, not on my own", PR(DANI, ["eastfield"]))
    m("11-25 12:05", TO, "Fair. Sorted from now on")
    m("11-25 16:30", MR, "Exam done 🎉 back tomorrow")
    # --- Thu 26 Nov
    m("11-26 06:45", TO, "Peak starts. Hub says 2,300 parcels today")
    m("11-26 07:10", JA, "Loaded. Out at 7:30")
    m("11-26 10:20", LE, "Tom, moved the Eastfield call to Monday, their manager's off till "
      "then", P(LENA, ["eastfield"], "2026-11-30"))
    ex = m("11-26 13:00", SO, "Jamal you've got 12 extra from Dani's cage, can you take them "
           "after lunch?")
    m("11-26 13:02", JA, "if I'm back by 2 yes", C(JAMAL, ["extra|12"], "2026-11-26"), reply=ex)
    m("11-26 16:50", JA, "Did the 12 extra. Dead on my feet", D(JAMAL, ["extra|12"]))
    m("11-26 19:30", LE, "Evening wave done, 96% first time")
    # --- Fri 27 Nov
    m("11-27 06:30", TO, "BF. Coffee's on me. Let's go")
    m("11-27 07:00", MR, "Bike's back from Cycle Hub, new brakes 👌")
    vn = m("11-27 09:15", DA, "", media="media")
    m("11-27 09:16", SO, "Dani can you type it? Can't play voice at the desk", reply=vn)
    m("11-27 09:18", DA, "van 3 flat tyre, waiting for the RAC. I'll finish the Millbrook drops "
      "once they've fixed it, might be late", C(DANI, ["millbrook"], "2026-11-27"))
    m("11-27 11:40", KWN, "I can bring the spare wheel over from the depot if the RAC takes more "
      "than an hour", C(KWAME, ["spare"]))
    m("11-27 12:10", DA, "RAC here, no need Kwame, thanks", X(KWAME, ["spare"]))
    m("11-27 17:45", DA, "Millbrook all done. 3 hrs late but done", D(DANI, ["millbrook"]))
    m("11-27 20:30", LE, "Last evening shift for me 🎉 days from Monday")
    m("11-27 21:00", TO, "Massive day team. 4,100 parcels. Thank you all")
    # --- Sat 28 Nov
    m("11-28 06:40", JA, "Sat shift, in. 9 years here and the loading bay is still a mess",
      D(JAMAL, ["sat"]), F(JAMAL, ["9|nine", "year"]))
    m("11-28 07:15", JA, "and for the record I'd take the 6am loads every day if I could, "
      "early start early finish is my thing", PR(JAMAL, ["early"]))
    m("11-28 12:00", SO, "Tom just flagging — I'm on annual leave 7–11 Dec, booked ages ago",
      CX(SOPH, ["leave"], "2026-12-11"))
    m("11-28 12:05", TO, "Yep it's in the calendar")
    # --- Mon 30 Nov
    wr = m("11-30 08:00", TO, "Debrief Wednesday 10am. Everyone send me 2-3 things that went "
           "wrong on BF by Tuesday EOD")
    m("11-30 08:10", MR, "will do", C(MAREK, ["wrong|bf|black friday"], "2026-12-01"), reply=wr)
    m("11-30 08:12", JA, "👍", reply=wr)
    m("11-30 11:30", LE, "Eastfield call done — they'll allow neighbour drops from next week, "
      "confirmation email to follow", D(LENA, ["eastfield"]))
    m("11-30 14:00", SO, "We should really try proper route planning software someday, this "
      "spreadsheet is killing me")
    m("11-30 14:05", TO, "agreed, next year")
    m("11-30 15:20", DA, "Tom can I swap my Thursday for Friday this week? Kids' school play")
    th = m("11-30 15:25", TO, "Fine by me if someone covers Thu")
    m("11-30 15:40", JA, "I'll cover Dani's Thursday", C(JAMAL, ["thursday|thu"], "2026-12-03"),
      reply=th)
    m("11-30 15:41", DA, "legend")
    # --- Tue 1 Dec
    m("12-01 08:40", KWN, "MOT done, van 1 passed with an advisory on the front tyres. I'll "
      "order new tyres this week", D(KWAME, ["mot"]), C(KWAME, ["tyre"], "2026-12-04"))
    m("12-01 10:00", LE, "Back on days 🙌 Soph I'll do tomorrow morning's allocations so you can "
      "finish the BF report", C(LENA, ["allocation"], "2026-12-02"))
    m("12-01 10:05", SO, "ty")
    m("12-01 17:50", MR, "Tom sent you my BF list. Mostly the bike lockers at the hub",
      D(MAREK, ["wrong|bf|black friday"]))
    m("12-01 18:30", DA, "sorry Tom mine tomorrow morning, kids were a nightmare tonight",
      C(DANI, ["list|wrong|bf|black friday"], "2026-12-02"))
    m("12-01 20:15", JA, "My list: 1) loading bay 2) scanners freezing in the cold 3) not enough "
      "cages")
    # --- Wed 2 Dec
    m("12-02 07:55", LE, "Allocations done, all routes out by 8:20", D(LENA, ["allocation"]))
    m("12-02 08:30", DA, "Tom list sent — mostly the cages, we ran out by 11 on Friday",
      D(DANI, ["list|wrong|bf|black friday"]))
    m("12-02 10:45", TO, "Debrief notes:\n1) scanners freezing — Kwame\n2) more cages from the "
      "hub — Soph\n3) loading bay signs — Jamal offered")
    m("12-02 10:50", KWN, "I'll test the scanners in the cold store by Friday",
      C(KWAME, ["scanner", "cold"], "2026-12-04"))
    m("12-02 10:52", SO, "Cages — emailing the hub today", C(SOPH, ["cage"], "2026-12-02"))
    m("12-02 11:00", JA, "Signs I'll print at home, bring them in Thursday",
      C(JAMAL, ["sign"], "2026-12-03"))
    m("12-02 15:10", SO, "Hub says 10 cages on Monday's trailer", D(SOPH, ["cage"]))
    m("12-02 16:00", MR, "Quick one for the Xmas party — I don't drink, so don't count me in on "
      "the bar tab", F(MAREK, ["drink"]))
    # --- Thu 3 Dec
    m("12-03 07:30", JA, "On Dani's route today")
    m("12-03 08:00", JA, "Signs printed but I left them on the kitchen tabel 🤦 tomorrow",
      P(JAMAL, ["sign"], "2026-12-04"))
    m("12-03 12:00", SO, "Tom fyi Kwame's off tomorrow, dentist",
      CX(KWAME, ["dentist"], "2026-12-04"))
    m("12-03 12:20", KWN, "yeah sorry, cold store test moves to Monday then",
      P(KWAME, ["scanner", "cold"], "2026-12-07"))
    m("12-03 14:00", TO, "Kwame forget the tyres, the lease company is replacing them free under "
      "the contract", X(KWAME, ["tyre"]))
    m("12-03 14:05", KWN, "even better")
    m("12-03 17:30", JA, "Thursday done. Dani you owe me a coffee ☕", D(JAMAL, ["thursday|thu"]))
    m("12-03 18:00", DA, "deal")
    # --- Fri 4 Dec
    m("12-04 07:40", JA, "Signs up in the loading bay 👀", D(JAMAL, ["sign"]))
    ho = m("12-04 09:00", TO, "Soph, before your leave can you write a handover for Lena?")
    m("12-04 09:05", SO, "Will do, Monday latest — wait no I'm off from Monday 😅 by EOD today "
      "then", C(SOPH, ["handover"], "2026-12-04"), reply=ho)
    m("12-04 09:30", LE, "and Soph pls make it a voice note 😉")
    m("12-04 11:00", MR, "Tom can I do only bike shifts in December? Van days wreck my back",
      PR(MAREK, ["bike"]))
    m("12-04 11:10", TO, "Let me check the rota")
    m("12-04 16:45", SO, "Handover doc in the drive + sent Lena a 6 min voice note 🙃",
      D(SOPH, ["handover"]))
    m("12-04 17:00", TO, "Thanks all, good week")
    return c


META = {
    "file": "WhatsApp Chat with Dispatch Central.txt",
    "owner": OWNER,
    "language": "en",
    "people": PEOPLE,
}
