"""Chat 2: a marina's harbour office, WhatsApp (Android) txt export, English."""

from common import C, CX, D, F, M, P, PR, X

FILE = "WhatsApp Chat with Kestrel Harbour Office.txt"
LANGUAGE = "en"
OWNER = "fio"
UNSAVED = "+44 7700 900431"

SENDERS = {
    "fio": "Fiona Drummond",
    "cal": "Cal Reid",
    "pri": "Priya Office",
    "tom": "Tomasz Wojcik",
    "gem": "Gemma Nights",
    "ade": "Ade Bankole",
    "ade2": UNSAVED,  # Ade writing from his brother's phone (not in the contacts)
    "ros": "Rosie K",
}
LABEL_KEY = {"ade2": "ade"}

PEOPLE = {
    "fio": ("Fiona Drummond", []),
    "cal": ("Callum Reid", ["Cal", "Callum", "Cal Reid", "Reid"]),
    "pri": ("Priya Nair", ["Priya", "Pri", "Priya Office", "Nair"]),
    "tom": ("Tomasz Wójcik", ["Tomasz", "Tom", "Tomek", "Tomasz Wojcik", "Wójcik", "Wojcik"]),
    "gem": ("Gemma Lyle", ["Gemma", "Gem", "Gemma Nights", "Lyle"]),
    "ade": ("Adewale Bankole", ["Ade", "Adewale", "Bankole", "Ade Bankole"]),
    "ros": ("Rosie Kerr", ["Rosie", "Ro", "Rosie K", "Kerr"]),
}

INVOICES = ["invoice", "renewal|annual|berth"]
C14 = ["cleat|c14"]
FENDERS = ["fender"]
FORM = ["form"]
POSTER = ["poster"]
PROPS = ["prop|cradle|mirabelle"]
C9 = ["c9"]
BELLA = ["bellatrix|kittiwake"]
LINES = ["lines|double"]
STANDPIPE = ["standpipe"]
ROUND = ["round|high water|2am"]
B6 = ["pedestal|b6"]
DINGHY = ["dinghies|dinghy"]
TIDE = ["tide"]
POST = ["post|bounced"]
WAITING = ["waiting list|letter"]
MOON = ["moonshadow|ibis"]
IBIS = ["ibis"]
CAMERA = ["camera"]
PRICE = ["antifoul|price|quote"]
COVER = ["cover|days"]
ROUTE = ["route|briefing"]
HEND = ["henderson"]
HALCYON = ["halcyon"]
CONTESSA = ["contessa"]
INSPECT = ["inspection"]
CARD = ["card|collection"]

MESSAGES = [
    M("11-16 07:39", "", kind="system",
      action="Messages and calls are end-to-end encrypted. No one outside of this chat, including WhatsApp, can read or listen to them. Tap to learn more."),
    M("11-16 07:40", "", kind="system",
      action='Fiona Drummond changed the subject from "Harbour team" to "Kestrel Harbour Office"'),
    # Mon 16 Nov
    M("11-16 08:02", "fio", "Morning all. Haul-out fortnight starts today, list is on the office board. Also a storm warning for Thursday so it'll be a busy one"),
    M("11-16 08:10", "ade", "Morning. Hoist fuelled, slings checked. Starting with Sea Lark and Mirabelle at 8.30 while it's calm"),
    M("11-16 08:11", "ade", "I'd always rather lift early, after 11 the gusts come round the breakwater and it gets silly",
      PR("ade", ["early|morning"])),
    M("11-16 08:25", "pri", "Annual berth renewal invoices: I'll have all 146 out by the 30th.\nAny queries about them please email me, not on here, I lose things in this chat",
      C("pri", INVOICES, "2026-11-30"), PR("pri", ["email"])),
    M("11-16 08:40", "fio", "Tomasz, the cleat on the C14 finger is hanging off. Can you look today?"),
    M("11-16 09:15", "tom", "Today no, I am on the fuel dock pump all day. Tomorrow first thing",
      C("tom", C14, "2026-11-17")),
    M("11-16 09:16", "tom", "Fiona please can you put the jobs list on the board the night before? I like to plan the day in the van in the morning",
      PR("tom", ["list"])),
    M("11-16 11:30", "cal", media="omitted"),
    M("11-16 11:31", "cal", "visitor pontoon hammerhead, 2 fenders split. I'll swap them from the store this afternoon",
      C("cal", FENDERS, "2026-11-16")),
    M("11-16 15:20", "cal", "fenders done 👍", D("cal", FENDERS)),
    M("11-16 16:05", "ros", "Lights parade is Saturday 12th Dec!! 🎄 I'll get the entry form up on the website by Friday and a poster in the clubhouse",
      C("ros", FORM, "2026-11-20"), C("ros", POSTER)),
    M("11-16 16:07", "fio", "Lovely"),
    M("11-16 17:30", "gem", "On tonight. Anything I need to know?"),
    M("11-16 17:35", "fio", "Mirabelle's cradle is on the soft ground by the wash-down. Can you check the props at midnight and 4?"),
    M("11-16 17:36", "gem", "will do x", C("gem", PROPS)),
    # Tue 17 Nov
    M("11-17 06:50", "gem", "Quiet night. Mirabelle's props checked twice, all solid. Car left in the car park with its lights on, put a note on it",
      D("gem", PROPS)),
    M("11-17 08:45", "tom", "C14 cleat replaced with new through-bolts. The one on C9 is also tired, I do it when the stainless bolts come, next week probably",
      D("tom", C14), C("tom", C9)),
    M("11-17 09:30", "fio", "Thanks Tom"),
    M("11-17 10:12", "pri", "Fiona, the Hendersons on B22 still haven't paid October. Want me to chase? I did ten years of credit control at a shipping firm, I'm not scared of them 😅",
      F("pri", ["credit control|shipping"])),
    M("11-17 10:20", "fio", "Leave them with me, I'll ring them tonight"),
    M("11-17 13:40", "ade", "6 out today. Bellatrix and Kittiwake I'll do Thursday",
      C("ade", BELLA, "2026-11-19")),
    M("11-17 13:45", "cal", "I'll come in early Thursday and double up the lines on all the pontoons before the blow. Not exactly a long commute, I live aboard on B 😄",
      C("cal", LINES, "2026-11-19"), F("cal", ["aboard"])),
    # Wed 18 Nov
    M("11-18 07:30", "fio", "Storm now due Thursday lunchtime, gusts 50kn. Ade, no lifting Thursday please."),
    M("11-18 07:45", "ade", "Yep. Bellatrix and Kittiwake Friday first light then",
      P("ade", BELLA, "2026-11-20")),
    M("11-18 08:10", "pri", "Working from home Thu and Fri, little one has chicken pox 😩 phone & laptop on",
      CX("pri", ["home"], "2026-11-20")),
    M("11-18 08:12", "fio", "No worries, hope she feels better soon"),
    M("11-18 09:00", "gem", "Fiona could I swap Sat night for Sun? Actually I'd happily take all the weekend nights in December if anyone wants rid. Weekends suit me better, kids are at their dad's",
      PR("gem", ["weekend"])),
    M("11-18 09:02", "ros", "Gem you're a star. Can I give you my Monday mornings too? 😄"),
    M("11-18 11:00", "tom", "The standpipe heads on A and B will burst if it freezes. Parts ordered, I will change them until end of the month",
      C("tom", STANDPIPE, "2026-11-30"), key="edited"),
    M("11-18 15:20", "ade", media="omitted"),
    M("11-18 15:21", "ade", "sorry wrong chat ignore that"),
    # Thu 19 Nov
    M("11-19 07:10", "cal", "All pontoons doubled up, the cats on C have extra springs as well", D("cal", LINES)),
    M("11-19 07:12", "fio", "Brilliant, thanks Cal"),
    M("11-19 12:30", "gem", "I'll stay on till 2am tonight instead of 11, extra round at high water",
      C("gem", ROUND, "2026-11-19")),
    M("11-19 12:33", "fio", "Thanks Gem, put in for the overtime"),
    M("11-19 16:40", "ros", "Ugh the website editor is broken, form won't go up till Monday 🙄",
      P("ros", FORM, "2026-11-23")),
    # Fri 20 Nov
    M("11-20 02:15", "gem", "HW round done. Kittiwake's cover was flapping, re-tied. Lost a fender off B3. Rest fine, going home",
      D("gem", ROUND)),
    M("11-20 08:40", "ade", "Bellatrix and Kittiwake out and on stands 👍", D("ade", BELLA)),
    M("11-20 09:00", "fio", "Great work on the storm everyone 👏"),
    M("11-20 09:12", "cal", kind="deleted"),
    M("11-20 10:30", "pri", "80 renewal invoices out, rest Monday"),
    M("11-20 14:00", "tom", "Bad news: pedestal on B6 is tripping. Can't find the fault today. I'm electrician by trade, 18th edition, so no need to call the outside guy. I look on Monday",
      F("tom", ["electrician"]), C("tom", B6, "2026-11-23")),
    # Sat 21 Nov
    M("11-21 10:00", "cal", "Anyone seen the long boathook from the workboat?"),
    M("11-21 10:20", "gem", "Night hut, sorry!!"),
    M("11-21 10:21", "cal", "ha ok"),
    M("11-21 10:40", "cal", "Fiona I'll take the club dinghies off the rack and stack them in the shed tomorrow, forecast is dry",
      C("cal", DINGHY, "2026-11-22")),
    M("11-21 11:15", "fio", "Leave the dinghies Cal, the sailing club are doing their own next Saturday, they asked",
      X("cal", DINGHY)),
    # Mon 23 Nov
    M("11-23 08:05", "fio", "Morning. This week: lifts continue, Hendersons have paid, Tom on B6, Rosie on the form. Cal you're on the first aid course Tue/Wed right?"),
    M("11-23 08:10", "cal", "Yep Tue and Wed, all day in town, back Thursday",
      CX("cal", ["course|first aid"], "2026-11-25")),
    M("11-23 08:12", "cal", "Btw I'd rather not take the RIB out solo in this chop, ok if I use the workboat for the moorings check?",
      PR("cal", ["workboat"])),
    M("11-23 08:15", "fio", "Of course. And when you're back, can you repaint the tide boards at the slip?"),
    M("11-23 08:20", "cal", "yeah I'll do them Tuesday 1st, meant to be dry", C("cal", TIDE, "2026-12-01")),
    M("11-23 10:30", "ade", "Thursday's lot done: Seren, Puffin, Blue Jay, Tallulah"),
    M("11-23 11:40", "ros", "Form is live!! kestrelmarina.co.uk/lights 🎄", D("ros", FORM)),
    M("11-23 13:15", "tom", "B6 fixed, water in the socket, new seals. I will check the other B pedestals for same when it's dry maybe",
      D("tom", B6)),
    M("11-23 15:00", "pri", "All 146 renewal invoices gone 🎉 7 emails bounced, I'll post those ones",
      D("pri", INVOICES), C("pri", POST)),
    # Tue 24 Nov
    M("11-24 09:00", "fio", "Priya, can you draft the waiting list letters? 12 on the list, 3 berths coming free"),
    M("11-24 09:25", "pri", "Yes, by Thursday", C("pri", WAITING, "2026-11-26")),
    M("11-24 11:05", "", kind="system", action=f"Fiona Drummond added {UNSAVED}"),
    M("11-24 11:11", "ade2", "Hi all it's Ade, dropped my phone off the hoist platform 🤦‍♂️ using my brother's old one till I get a new one Saturday",
      CX("ade", ["phone"], "2026-11-28")),
    M("11-24 11:12", "fio", "😂 of course you did"),
    M("11-24 11:20", "ade2", "i'll do Moonshadow and Ibis at 2, wind's dropped", C("ade", MOON, "2026-11-24")),
    M("11-24 15:30", "ade2", "moonshadow n ibis out. ibis has a lot of growth on the prop, owner might want to know",
      D("ade", MOON)),
    M("11-24 15:32", "fio", "Priya can you let the Ibis owner know"),
    M("11-24 15:40", "pri", "will do", C("pri", IBIS)),
    # Wed 25 Nov
    M("11-25 08:00", "gem", "Camera 3 at the gate is fogged inside, can't read plates at night. Do we have a spare?"),
    M("11-25 08:30", "fio", "New one in the store. Tomasz can you fit it?"),
    M("11-25 09:10", "tom", "Tomorrow after the pedestals. If not tomorrow then Friday for sure", C("tom", CAMERA)),
    M("11-25 10:00", "pri", "Emailed Ibis owner, he says thanks, and can we quote for antifouling while she's out",
      D("pri", IBIS)),
    M("11-25 10:05", "fio", "Ade can you price that?"),
    M("11-25 10:30", "ade2", "yeah ill send Priya a price tomorow", C("ade", PRICE, "2026-11-26")),
    # Thu 26 Nov
    M("11-26 08:30", "cal", "Back! Passed, I'm now an official first aider 🩹 certificate's in the office",
      F("cal", ["first aid"])),
    M("11-26 08:31", "ros", "Yay Cal!!"),
    M("11-26 09:00", "pri", "Waiting list letters drafted, Fiona they're in your tray to sign", D("pri", WAITING)),
    M("11-26 11:45", "ade2", "Priya, antifouling for Ibis: £620 inc lift and wash, 2 coats. emailed too", D("ade", PRICE)),
    M("11-26 14:20", "tom", "Camera 3 replaced. Gemma tell me tonight if picture is ok", D("tom", CAMERA)),
    M("11-26 22:15", "gem", "Camera 3 crystal clear now, can even read the plates. Ta Tom"),
    # Fri 27 Nov
    M("11-27 08:00", "fio", "Tom, when's the baby due again? Want to sort cover"),
    M("11-27 08:30", "tom", "3rd December. I am off from 30th November to 11th December, paternity leave. Standpipes I still finish before, don't worry",
      CX("tom", ["paternity|leave"], "2026-12-11")),
    M("11-27 08:32", "ros", "Aww congrats in advance!! 👶"),
    M("11-27 09:15", "gem", "Fiona I can cover days on the 1st and 2nd while Tom's off, nights the rest", C("gem", COVER)),
    M("11-27 10:40", "ade", "New phone, back on my normal number! Fiona can you kick the other one out"),
    M("11-27 10:41", "", kind="system", action=f"Fiona Drummond removed {UNSAVED}"),
    M("11-27 15:30", "tom", "Standpipe heads on A and B all replaced and lagged ❄️ Also C9 cleat done, bolts came yesterday",
      D("tom", STANDPIPE), D("tom", C9)),
    # Sat 28 Nov
    M("11-28 09:30", "ros", media="omitted"),
    M("11-28 09:31", "ros", "11 boats signed up for the parade already!! Fiona I'll do the route map with the safety briefing by next Friday",
      C("ros", ROUTE, "2026-12-04")),
    M("11-28 09:40", "fio", "🙌 Rosie. Please send me photos as files, not through here, they come out blurry for the newsletter"),
    M("11-28 09:45", "ros", "ok! tbh I prefer doing it all via Google Drive anyway, I'll put them in the Lights folder",
      PR("ros", ["drive"])),
    # Mon 30 Nov
    M("11-30 08:00", "fio", "Morning. Tom's off from today — good luck Tom!! Anything for him comes to me. Gem, thanks for offering but you don't need to cover days, the agency is sending someone for Tom's jobs. Stay on nights 🙂",
      X("gem", COVER)),
    M("11-30 08:05", "gem", "no probs"),
    M("11-30 09:00", "pri", "Fiona, the Hendersons want to move from B22 to a visitor berth Jan–Mar. I'll check availability and get back to them by Wednesday",
      C("pri", HEND, "2026-12-02")),
    M("11-30 10:30", "ros", "Heads up I'm in Lisbon Tue–Sun (1st–6th), sister's wedding. Laptop's coming so parade stuff still happening",
      CX("ros", ["lisbon"], "2026-12-06")),
    M("11-30 10:32", "cal", "Lisbon in December 😍 jealous"),
    M("11-30 13:00", "ade", "Lifts this week: Halcyon Tuesday, the two Contessas Wednesday. Thursday nothing, hoist inspection, inspector at 10",
      C("ade", HALCYON, "2026-12-01"), C("ade", CONTESSA, "2026-12-02")),
    M("11-30 13:05", "gem", "fyi I did 12 years in the Navy, hoist inspections were part of the job. Happy to stay on after my night Thursday and sit in, if Ade wants a second pair of eyes",
      F("gem", ["navy"]), C("gem", INSPECT, "2026-12-03")),
    M("11-30 13:10", "ade", "yes please Gem 🙏"),
    # Tue 1 Dec
    M("12-01 11:30", "ade", "Halcyon out. Keel bolts look rusty, owner informed", D("ade", HALCYON)),
    M("12-01 14:00", "pri", "Ibis owner said yes to the antifouling, booked for the 10th"),
    M("12-01 16:20", "cal", "Fiona can't do the tide boards today, paint hasn't come. Monday instead?",
      P("cal", TIDE, "2026-12-07")),
    M("12-01 16:25", "fio", "Monday's fine"),
    # Wed 2 Dec
    M("12-02 08:30", "ade", "Contessas moved to tomorrow after the inspection, 30kn out there today 🌬️",
      P("ade", CONTESSA, "2026-12-03")),
    M("12-02 09:10", "pri", "Hendersons: V4 is free Jan–Mar, told them, they'll confirm by the weekend", D("pri", HEND)),
    M("12-02 12:00", "ros", media="omitted"),
    M("12-02 12:01", "ros", "From Lisbon with love 🇵🇹"),
    M("12-02 12:10", "cal", "show off 😂"),
    # Thu 3 Dec
    M("12-03 09:45", "ade", "Inspector's here"),
    M("12-03 12:30", "ade", "Hoist passed ✅ Gem spotted a worn shackle before he did, legend", D("gem", INSPECT)),
    M("12-03 15:50", "ade", "Both Contessas out and chocked", D("ade", CONTESSA)),
    M("12-03 16:00", "fio", "What a week. Thank you all"),
    # Fri 4 Dec
    M("12-04 08:10", "gem", "Nights all quiet. Fiona, next week I'm off Tue–Wed (8th–9th), swapped with the agency guy, all agreed with him",
      CX("gem", ["off|swap"], "2026-12-09")),
    M("12-04 09:00", "ros", "Route map and briefing notes done, in the Drive. Have a look when you get a sec", D("ros", ROUTE)),
    M("12-04 09:30", "fio", "Looks great Rosie! Tomasz — any news?? 👶"),
    M("12-04 11:02", "tom", media="omitted"),
    M("12-04 11:03", "tom", "Zofia, 3.4kg, born 2am today. Both well 💙"),
    M("12-04 11:05", "pri", "Congratulations!!! 😭❤️"),
    M("12-04 11:05", "ros", "AHHH congrats Tom!! 🎉"),
    M("12-04 11:06", "cal", "Nice one Tom 🍼"),
    M("12-04 11:10", "ade", "Congrats brother 🙌"),
    M("12-04 11:20", "pri", "I'll sort a card and a collection, Fiona I'll leave the envelope on your desk Monday",
      C("pri", CARD, "2026-12-07")),
    M("12-04 11:22", "gem", "Aww Zofia, what a lovely name 💙"),
]
