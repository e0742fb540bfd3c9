"""Chat 2: WhatsApp (Android) txt export, English. Staff group of a lawn-tennis club."""

from common import C, CTX, D, FACT, P, PREF, X, m

FILE = "WhatsApp Chat with Birchwood LTC Staff.txt"
LANGUAGE = "en"
OWNER = "Helen Marsh"

DA = "Daniel Okafor"
PR = "Priya Raman"
MA = "Marcus Holt"
SO = "Sophie Brennan"
TO = "Tomasz Wójcik"
GE = "Gemma Liddell"

PEOPLE = {
    DA: ["Dan Okafor", "Dan", "Danny", "Coach Dan", "Okafor"],
    PR: ["Priya Raman", "Priya", "Pri"],
    MA: ["Marcus Holt", "Marcus", "Marc", "Holty"],
    SO: ["Sophie B", "Sophie", "Soph", "Brennan"],
    TO: ["Tom Wojcik", "Tom", "Tomasz", "Tomek", "Wójcik", "Wojcik"],
    GE: ["Gemma Liddell", "Gemma", "Gem"],
}

HE, DAs, PRs, MAs, SOs, TOs, GEs = (
    "Helen Marsh", "Dan Okafor", "Priya Raman", "Marcus Holt", "Sophie B", "Tom Wojcik", "Gemma Liddell",
)
TON = "\u202a+44 7723 518904\u202c"  # Tom's new phone, not saved in the owner's contacts
MEDIA = "<Media omitted>"

MESSAGES = [
    m("2026-11-16 07:58", "", "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.", system=True),
    m("2026-11-16 07:59", "", 'Helen Marsh changed the group name from "Court staff" to "Birchwood LTC Staff"', system=True),
    # --- Mon 16 Nov
    m("2026-11-16 08:05", HE, "Morning all. Busy fortnight ahead: club champs finals 28th/29th, county accreditation visit on 3 Dec, and the dome blower needs sorting before proper frost. I'll drop tasks in here, shout if anything's unclear"),
    m("2026-11-16 08:11", MAs, "Blower's still making that grinding noise. I'll get the engineer out this week",
      C(MA, ["engineer"])),
    m("2026-11-16 08:14", HE, "Thanks Marcus. Dan, can you do the finals draw?"),
    m("2026-11-16 08:30", DAs, "On it, draw will be on the board by Wednesday", C(DA, ["draw"], "2026-11-18")),
    m("2026-11-16 08:32", PRs, "Helen I need the junior winter camp dates confirmed before I write to parents. 21-23 Dec still ok?"),
    m("2026-11-16 08:40", HE, "Yes 21–23 Dec, courts 1–3 indoor"),
    m("2026-11-16 08:41", PRs, "Great, I'll send the camp letter to parents tomorrow", C(PR, ["letter"], "2026-11-17")),
    m("2026-11-16 10:02", TOs, "Stringing machine clamp snapped again 🙄 ok if I order the replacement part? about £45"),
    m("2026-11-16 10:20", HE, "Go ahead"),
    m("2026-11-16 10:21", TOs, "ordering now", C(TO, ["clamp|part"], "2026-11-16")),
    m("2026-11-16 13:40", GEs, "Xmas social is Sat 12 Dec!! I'll have the bar rota out by Friday. Anyone who CAN'T do that night tell me pls",
      C(GE, ["rota"], "2026-11-20")),
    m("2026-11-16 13:52", MAs, "Can't do the 12th, it's my daughter's nativity", CTX(MA, ["nativity"], "2026-12-12")),
    m("2026-11-16 14:05", DAs, "I'm fine for the 12th. Helen heads up, I'm away 24-26 Nov at the LTA coaching conference in Birmingham",
      CTX(DA, ["conference|birmingham"], "2026-11-26")),
    m("2026-11-16 14:09", HE, "Noted. Tom can you cover Dan's groups those days?"),
    m("2026-11-16 14:12", TOs, "yep I've got them", C(TO, ["cover|dan"])),
    m("2026-11-16 14:30", GEs, "Also I'll book the photo booth again, everyone loved it last year", C(GE, ["booth"])),
    # --- Tue 17 Nov
    m("2026-11-17 07:30", MAs, "Frost on the clay this morning, courts 5-7 closed till midday"),
    m("2026-11-17 09:00", PRs, "Camp letter sent to parents ✅ 34 kids signed up so far", D(PR, ["letter"])),
    m("2026-11-17 09:05", HE, "Brilliant"),
    m("2026-11-17 11:20", SOs, "Helen quick one - shall I chase the 12 members who haven't paid the floodlight levy?"),
    m("2026-11-17 11:25", HE, "Yes please, polite reminder"),
    m("2026-11-17 11:26", SOs, "Will do this afternoon", C(SO, ["levy|floodlight"], "2026-11-17")),
    m("2026-11-17 15:45", MAs, "Engineer booked for Thursday morning"),
    m("2026-11-17 16:40", DAs, "Helen pls text me rather than call when I'm on court, I never pick up during sessions",
      PREF(DA, ["text"])),
    # --- Wed 18 Nov
    m("2026-11-18 08:45", DAs, MEDIA),
    m("2026-11-18 08:46", DAs, "Finals draw is up on the board and the website", D(DA, ["draw"])),
    m("2026-11-18 09:10", GEs, "Dan the ladies doubles final clashes with the junior presentation at 2 on Sunday, can we move one?"),
    m("2026-11-18 09:30", DAs, "I'll move the doubles to 3:30 and update the board tonight", C(DA, ["doubles"], "2026-11-18")),
    m("2026-11-18 11:00", PRs, "Also I'll run a short info evening for camp parents, Wed 2 Dec at 6", C(PR, ["evening"], "2026-12-02")),
    m("2026-11-18 12:15", HE, "Tom, could you also take over the Thursday cardio tennis group from December? Permanent, Dan's asked to drop it"),
    m("2026-11-18 12:40", TOs, "Yes happy to, as long as I'm done by 8. I do the school run so late finishes kill me",
      C(TO, ["cardio"]), PREF(TO, ["late|8|eight"])),
    m("2026-11-18 12:45", HE, "Perfect, it's 6:30-7:30"),
    # --- Thu 19 Nov
    m("2026-11-19 10:30", MAs, "Engineer's been. Blower bearing is shot, part on order, 7-10 days. Dome stays up, just noisy",
      D(MA, ["engineer"])),
    m("2026-11-19 10:35", HE, "Ok. Marcus can you also get me quotes for the court 4 floodlights? Need them for committee on the 30th"),
    m("2026-11-19 10:50", MAs, "Yep, I'll get two quotes by the 27th", C(MA, ["quote"], "2026-11-27")),
    m("2026-11-19 14:00", TOs, "Clamp arrived, machine's working again. Back to 24h turnaround on restrings", D(TO, ["clamp|part"])),
    m("2026-11-19 14:02", PRs, "yay my racquet's been sitting there a week 😅"),
    m("2026-11-19 14:03", TOs, "yours is first in the queue, tomorrow morning", C(TO, ["racquet|restring|string"], "2026-11-20")),
    m("2026-11-19 16:20", PRs, "Helen, for the assessor I have to sign off the safeguarding bits myself as welfare officer, so pls send anything like that my way",
      FACT(PR, ["welfare"])),
    # --- Fri 20 Nov
    m("2026-11-20 09:20", TOs, "Priya your racquet's done, it's in the office", D(TO, ["racquet|restring|string"])),
    m("2026-11-20 09:30", PRs, "thanks Tom! 24kg? always 24 for me, the 26 last year wrecked my elbow", PREF(PR, ["24"])),
    m("2026-11-20 09:32", TOs, "24 yes 👍"),
    m("2026-11-20 11:00", GEs, "Rota's going to be Monday sorry, still waiting on 2 people", P(GE, ["rota"], "2026-11-23")),
    m("2026-11-20 15:40", SOs, "Helen still need the new price list for the January renewals 🙏"),
    m("2026-11-20 15:55", HE, "Monday, promise"),
    m("2026-11-20 17:10", DAs, "Anyone seen the spare net winder? Court 2 net is sagging"),
    m("2026-11-20 17:25", MAs, "In the shed. I'll sort court 2 net first thing tomorrow", C(MA, ["net"], "2026-11-21")),
    # --- Sat 21 Nov
    m("2026-11-21 08:40", MAs, "Didn't get to the net, shed key's with Helen 🤦 Monday first thing", P(MA, ["net"], "2026-11-23")),
    m("2026-11-21 12:00", GEs, "Semis done: Jones beat Patel 6-4 7-5, ladies final is Harper v Lowe"),
    m("2026-11-21 12:10", DAs, "great tennis today 👏"),
    # --- Mon 23 Nov
    m("2026-11-23 08:15", MAs, "Court 2 net fixed", D(MA, ["net"])),
    m("2026-11-23 09:00", HE, "Price list 2027.pdf (file attached)\nHere you go Sophie"),
    m("2026-11-23 09:10", SOs, "Thanks! I'll have the renewal emails ready to go out 1 Dec", C(SO, ["renewal"], "2026-12-01")),
    m("2026-11-23 10:15", PRs, "Helen, for the accreditation visit I'll pull together the safeguarding folder and the DBS list by Monday 30th",
      C(PR, ["safeguarding"], "2026-11-30"), C(PR, ["DBS"], "2026-11-30")),
    m("2026-11-23 10:20", HE, "Perfect. Dan, session plans for the assessor too please"),
    m("2026-11-23 10:45", DAs, "Will do before I head to Birmingham", C(DA, ["plan"], "2026-11-23")),
    m("2026-11-23 11:30", GEs, "Bar rota for the 12th is out, pinned in the office. Marcus I've left you off", D(GE, ["rota"])),
    m("2026-11-23 13:30", GEs, "Does anyone mind if we move the social from Sat 12th to Fri 11th? The DJ can only do the Friday"),
    m("2026-11-23 13:45", MAs, "Fri works for me too actually"),
    m("2026-11-23 14:00", HE, "Fine by me, Friday it is"),
    m("2026-11-23 14:05", GEs, "Friday 11th it is then 🎉"),
    m("2026-11-23 17:30", DAs, "Session plans for the assessor are in the shared drive, 'Accreditation' folder", D(DA, ["plan"])),
    # --- Tue 24 Nov
    m("2026-11-24 07:50", TOs, "Morning, covering Dan's 9am minis today"),
    m("2026-11-24 10:40", TOs, "This message was deleted", deleted=True),
    m("2026-11-24 12:58", "", "Helen Marsh added +44 7723 518904", system=True),
    m("2026-11-24 13:05", TON, "Hi all, Tom here - old phone went through the washing machine 🙈 this is my new number. Helen while Dan's away I'll service the ball machine, it's well overdue",
      C(TO, ["ball machine"])),
    m("2026-11-24 13:10", HE, "Ha, poor phone. Thanks Tom"),
    m("2026-11-24 15:00", SOs, "Helen, I'm off Thu & Fri this week (26-27), moving house. Kate from the café is covering the desk",
      CTX(SO, ["moving|move|house"], "2026-11-27")),
    m("2026-11-24 15:02", HE, "Good luck with the move!"),
    # --- Wed 25 Nov
    m("2026-11-25 09:30", MAs, "Blower part arrived early, I'll fit it tomorrow morning before the juniors",
      C(MA, ["fit|bearing|part"], "2026-11-26")),
    m("2026-11-25 11:00", PRs, "Helen can we stop putting juniors on court 7 in winter? The lights are awful and parents moan. I'd much rather have all junior groups on 1-3",
      PREF(PR, ["junior", "court|1-3|1–3"])),
    m("2026-11-25 11:20", HE, "Agreed. Sophie can you block 1-3 for juniors in the system?"),
    m("2026-11-25 11:30", SOs, "Sure, will do it today", C(SO, ["block"], "2026-11-25")),
    m("2026-11-25 18:00", TON, "Day 2 of covering Dan, the minis were feral 😂"),
    # --- Thu 26 Nov
    m("2026-11-26 08:20", MAs, "Blower bearing fitted, dome's quiet as a mouse", D(MA, ["fit|bearing|part"])),
    m("2026-11-26 10:00", HE, "Marcus any news on the floodlight quotes?"),
    m("2026-11-26 10:30", MAs, "One's in, the other lot are dragging their feet. Monday now probably, sorry", P(MA, ["quote"], "2026-11-30")),
    m("2026-11-26 10:32", HE, "Monday latest, committee's that evening"),
    m("2026-11-26 19:00", DAs, "Back from Birmingham. Loads of ideas for the winter programme, we should sit down at some point"),
    # --- Fri 27 Nov
    m("2026-11-27 09:00", GEs, "Trophies collected from the engraver 🏆 and I've scrapped the photo booth, they want £400 now, not worth it",
      D(GE, ["troph"]), X(GE, ["booth"])),
    m("2026-11-27 09:30", DAs, "Order of play tomorrow: men's final 11am court 1, ladies 1pm, mixed 3:30. I'll umpire the men's myself",
      C(DA, ["umpir"], "2026-11-28")),
    m("2026-11-27 12:00", TON, "Ball machine serviced, new belt fitted. It was 4 months overdue 😬", D(TO, ["ball machine"])),
    m("2026-11-27 14:00", PRs, "Helen bad news, I've been called for jury service Mon and Tue. Safeguarding folder is done, but the DBS list will have to be Wednesday, sorry",
      CTX(PR, ["jury"], "2026-12-01"), D(PR, ["safeguarding"]), P(PR, ["DBS"], "2026-12-02")),
    m("2026-11-27 14:10", HE, "No problem Priya, Wednesday's fine"),
    m("2026-11-27 16:00", MAs, "22 years I've been doing these courts and never had frost this early in November",
      FACT(MA, ["22"])),
    # --- Sat 28 Nov
    m("2026-11-28 11:05", GEs, MEDIA),
    m("2026-11-28 13:00", DAs, "Men's final done, Jones in three. Umpiring 3 hours in that wind, never again 😂", D(DA, ["umpir"])),
    m("2026-11-28 16:40", GEs, "Great day everyone, bar took £1,240!"),
    # --- Sun 29 Nov
    m("2026-11-29 10:00", MAs, "Frost again, clay closed till 11"),
    m("2026-11-29 17:00", HE, "Thanks all for the finals weekend, really smooth"),
    # --- Mon 30 Nov
    m("2026-11-30 09:15", MAs, "Both floodlight quotes emailed to you Helen. Cheapest is Brightfield, £6,800", D(MA, ["quote"])),
    m("2026-11-30 10:00", SOs, "Back at the desk 🙂 renewals go out tomorrow as planned"),
    m("2026-11-30 11:30", TON, "Helen, cardio - I start this Thursday the 3rd, right?"),
    m("2026-11-30 11:45", HE, "Yes please"),
    m("2026-11-30 12:30", HE, "Priya, do we still need the parents' info evening for the camp? The letter covered most of it"),
    m("2026-11-30 12:50", PRs, "Agree, let's scrap it, I'll answer questions by email", X(PR, ["evening"])),
    m("2026-11-30 15:00", DAs, "fyi for the assessor: I'm a Level 5 Master Performance Coach now, certificate came through last month, so list me as that",
      FACT(DA, ["level 5"])),
    m("2026-11-30 15:10", HE, "Congrats!! Will update"),
    m("2026-11-30 16:00", GEs, "Social tickets go on sale tomorrow, I'll make the poster tonight", C(GE, ["poster"], "2026-11-30")),
    # --- Tue 1 Dec
    m("2026-12-01 08:30", SOs, "Renewal emails sent to 412 members ✅", D(SO, ["renewal"])),
    m("2026-12-01 09:00", GEs, MEDIA),
    m("2026-12-01 09:01", GEs, "Poster's up on the door and insta, tickets £15 <This message was edited>", D(GE, ["poster"])),
    m("2026-12-01 10:00", HE, "Assessor Thursday 10am. Marcus, courts 1-3 swept and lines brushed by Wednesday please. And first aid kits checked?"),
    m("2026-12-01 10:20", MAs, "Courts yes. First aid kits is Sophie's thing isn't it?", C(MA, ["sweep|swept|brush"], "2026-12-02")),
    m("2026-12-01 10:25", SOs, "Yes I'll do the kits tomorrow, I'm the club's first aid officer anyway. One's missing burn gel",
      C(SO, ["kit"], "2026-12-02"), FACT(SO, ["officer"])),
    m("2026-12-01 14:00", TON, "Helen I can't do Sat 5th morning juniors, my brother's wedding in Kraków, I'm away 4-7 Dec",
      CTX(TO, ["krak|wedding"], "2026-12-07")),
    m("2026-12-01 14:10", DAs, "I'll take Tom's Saturday juniors", C(DA, ["junior"], "2026-12-05")),
    m("2026-12-01 14:12", TON, "legend 🙏"),
    # --- Wed 2 Dec
    m("2026-12-02 09:00", PRs, "Jury done, I'm back. DBS list is in the Accreditation folder - two coaches expire in Feb, I've flagged them",
      D(PR, ["DBS"])),
    m("2026-12-02 11:00", SOs, "First aid kits checked and restocked, burn gel in all 4", D(SO, ["kit"])),
    m("2026-12-02 13:00", MAs, "Courts 1-3 swept and lines brushed", D(MA, ["sweep|swept|brush"])),
    m("2026-12-02 15:30", GEs, "This message was deleted", deleted=True),
    m("2026-12-02 15:31", GEs, "wrong chat sorry 🙈"),
    m("2026-12-02 16:00", HE, "Tom you're on cardio tomorrow?"),
    m("2026-12-02 16:05", TON, "yep 6:30, all set"),
    # --- Thu 3 Dec
    m("2026-12-03 13:30", HE, "We passed!! Assessor loved the session plans and the safeguarding folder. Thank you all 🙌"),
    m("2026-12-03 13:35", DAs, "🎉🎉🎉"),
    m("2026-12-03 13:40", GEs, "drinks on the club on the 11th then 😉"),
    m("2026-12-03 19:45", TON, "First cardio done, 11 people, good vibe", D(TO, ["cardio"])),
    m("2026-12-03 20:00", MAs, "Helen, Brightfield can start the court 4 lights on Mon 14th if committee signs off. Give me the nod and I'll confirm with them",
      C(MA, ["brightfield"])),
    # --- Fri 4 Dec
    m("2026-12-04 08:30", HE, "Committee approved Brightfield. Go ahead Marcus"),
    m("2026-12-04 09:00", SOs, "96 January renewals paid already. Also Helen, I'd really rather we stopped taking cash at the desk, the float never balances",
      PREF(SO, ["cash"])),
    m("2026-12-04 09:30", PRs, "Camp's full, 40 kids. I'll send the kit list to parents next Friday", C(PR, ["kit list"], "2026-12-11")),
    m("2026-12-04 10:00", GEs, "Social is Fri 11th! Need 2 helpers for setup at 5pm, anyone?"),
    m("2026-12-04 10:10", PRs, "I can if camp prep's done by then", C(PR, ["setup|set up|help"], "2026-12-11")),
    m("2026-12-04 10:15", MAs, "Count me in for setup", C(MA, ["setup|set up|help"], "2026-12-11")),
    m("2026-12-04 10:30", TON, "Off to the airport, see you Tuesday 👋"),
    m("2026-12-04 10:35", GEs, "And reminder, I'm the personal licence holder so nobody pours behind the bar on the 11th unless I'm there",
      FACT(GE, ["licen"])),
    m("2026-12-04 11:00", HE, "Safe travels Tom!"),
]
