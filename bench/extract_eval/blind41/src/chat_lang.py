"""Chat 2: WhatsApp (Android, en-GB) export, English. An adult language school's teachers' group."""

from common import C, CT, D, F, M, P, PR, X

GROUP = "Lingua Hub teachers"
FILE = "WhatsApp Chat with Lingua Hub teachers.txt"
OWNER = "Claire Donovan"
LANGUAGE = "en"

MAR = "Marcus Bell"
PRI = "Priya Raman"
TOM = "Tomasz Wójcik"
HAN = "Hannah O'Neill"
JOR = "Jorge Alvarez"
BEA = "Beatrice Lunn"

PEOPLE = {
    MAR: ["Marcus", "Marc"],
    PRI: ["Priya", "Pri"],
    TOM: ["Tomek W", "Tomek", "Tom", "Tomasz"],
    HAN: ["Hannah", "Han"],
    JOR: ["Jorge"],
    BEA: ["Bea", "Beatrice", "Trix"],
}

# how each one shows up in the owner's phone
SHOWN = {
    OWNER: "Claire Donovan",
    MAR: "Marcus Bell",
    PRI: "Priya",
    TOM: "Tomek W",
    HAN: "Hannah O'Neill",
    JOR: "Jorge Alvarez",
    BEA: "Beatrice Lunn",
}
BEA_TMP = "+44 7700 900412"  # Bea's temporary phone, not in the owner's contacts

A = OWNER
SYS = "system"

MESSAGES = [
    # --- Mon 16 Nov
    M("2026-11-16 07:55", SYS, "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.", kind="system"),
    M("2026-11-16 08:02", A, "Morning all. Reminder: registers for weeks 9-10 need to be in the folder by Friday, and January placement tests start on the 30th. Rota coming later."),
    M("2026-11-16 08:15", MAR, "Morning! I'll do mine tonight after the B2 class",
      C(MAR, ["register"], "2026-11-16")),
    M("2026-11-16 08:31", PRI, "morning ☀️"),
    M("2026-11-16 09:10", HAN, "Claire, the heating in Room 3 is off again. I've called the landlord, they say Wednesday"),
    M("2026-11-16 09:12", A, "Ugh. Can we move the Tuesday evening groups out of Room 3 till then?"),
    M("2026-11-16 09:20", HAN, "I'll redo the room plan this morning and send it round",
      C(HAN, ["room", "plan"], "2026-11-16")),
    M("2026-11-16 11:48", HAN, "<Media omitted>\nnew room plan for Tue and Wed, Room 3 groups go to Room 5 and the library",
      D(HAN, ["room", "plan"])),
    M("2026-11-16 12:05", TOM, "Library has no whiteboard though"),
    M("2026-11-16 12:07", HAN, "I'll bring the flipchart down from the office",
      C(HAN, ["flipchart|flip chart"])),
    M("2026-11-16 18:40", PRI, "Claire, quick one - could I have the Thursday 7pm group instead of Monday 7pm from January? Mondays are really hard with my son's swimming",
      PR(PRI, ["thursday"])),
    M("2026-11-16 18:52", A, "Should be doable, I'll check with Jorge"),
    M("2026-11-16 22:14", MAR, "registers in the folder ✅",
      D(MAR, ["register"])),

    # --- Tue 17 Nov
    M("2026-11-17 07:55", JOR, "Morning. Priya I'm happy to swap, Mondays suit me better anyway",
      PR(JOR, ["monday"])),
    M("2026-11-17 08:30", A, "Great, sorted then. Jorge Mondays, Priya Thursdays from January"),
    M("2026-11-17 09:05", BEA, "Hi all, I'm afraid I've got a nasty flu, doctor signed me off till Friday. Can anyone cover my Wednesday French A2?",
      CT(BEA, ["flu|sick|ill"], "2026-11-20")),
    M("2026-11-17 09:07", A, "Get well Bea! Anyone free Wed 6:30?"),
    M("2026-11-17 09:20", TOM, "I can do it if someone sends me the lesson plan, my French is ok up to A2 😅",
      C(TOM, ["french|cover"], "2026-11-18")),
    M("2026-11-17 09:31", BEA, "Tomek you're a star. Lesson plan + audio in your email in 10 min",
      C(BEA, ["lesson plan|plan"], "2026-11-17")),
    M("2026-11-17 09:48", BEA, "sent!",
      D(BEA, ["lesson plan|plan"])),
    M("2026-11-17 10:15", HAN, "FYI the photocopier is jammed again, engineer coming Thursday"),
    M("2026-11-17 13:40", A, "Jorge, Harlow Freight replied - they want a Business English group for 8 managers starting Jan. Could you do a needs analysis call with their HR this week?"),
    M("2026-11-17 13:58", JOR, "Sure, I'll call them Thursday morning. I did 6 years in freight forwarding before teaching so I speak their language 😄",
      C(JOR, ["harlow|needs|HR"], "2026-11-19"),
      F(JOR, ["freight|forwarding|logistic"])),
    M("2026-11-17 14:02", A, "👍"),
    M("2026-11-17 16:30", MAR, "Does anyone have the Speakout B1+ teacher's book? Mine has walked off"),
    M("2026-11-17 16:45", PRI, "I think Bea borrowed it. Bea?"),
    M("2026-11-17 17:10", BEA, "Guilty. It's at my place, I'll drop it in when I'm back",
      C(BEA, ["book|speakout"])),

    # --- Wed 18 Nov
    M("2026-11-18 08:10", HAN, "Heating in Room 3 is fixed!! 🎉"),
    M("2026-11-18 08:12", TOM, "🎉"),
    M("2026-11-18 08:20", A, "Mock IELTS is Saturday 28th. Marcus, Jorge - can you two take speaking? I'll do the writing marking."),
    M("2026-11-18 08:45", MAR, "yep count me in",
      C(MAR, ["speaking|IELTS|mock"], "2026-11-28")),
    M("2026-11-18 09:30", JOR, "I can only do the morning, I've got a wedding at 2",
      C(JOR, ["speaking|IELTS|mock"], "2026-11-28")),
    M("2026-11-18 09:35", A, "Morning is fine, we've got 14 candidates, Marcus takes the afternoon ones"),
    M("2026-11-18 21:05", TOM, "French A2 went ok I think, they corrected my pronunciation twice 😂",
      D(TOM, ["french|cover"])),
    M("2026-11-18 21:09", BEA, "Haha thank you so much Tomek ❤️ as someone from Lyon I'm sure you were charming",
      F(BEA, ["lyon"])),

    # --- Thu 19 Nov
    M("2026-11-19 10:40", JOR, "Call with Harlow done. They want Tue/Thu 8-9am onsite, focus on emails and negotiations. I'll write up a proposal by Monday",
      D(JOR, ["harlow|needs|HR"]),
      C(JOR, ["proposal"], "2026-11-23")),
    M("2026-11-19 10:45", A, "Perfect 👌 8am onsite means car allowance though - Hannah can you check the budget?"),
    M("2026-11-19 10:50", HAN, "Will check and come back to you tomorrow",
      C(HAN, ["budget|allowance"], "2026-11-20")),
    M("2026-11-19 15:20", MAR, "Just so you know, I'll be off 7-11 Dec, flying home to Dublin for my dad's 70th. Booked it in the summer, it's on the leave calendar",
      CT(MAR, ["leave|off|dublin"], "2026-12-11")),
    M("2026-11-19 15:25", A, "Yep I have it. We'll need cover for your B2 evenings"),
    M("2026-11-19 15:31", PRI, "I can take B2 on the Tuesday, not the Thursday",
      C(PRI, ["B2|cover"], "2026-12-08")),

    # --- Fri 20 Nov
    M("2026-11-20 09:00", HAN, "Budget: car allowance is fine up to 40 sessions, after that it needs Ops approval",
      D(HAN, ["budget|allowance"])),
    M("2026-11-20 09:30", A, "Registers reminder - today is the deadline!"),
    M("2026-11-20 09:41", TOM, "mine will be in by 5, promise",
      C(TOM, ["register"], "2026-11-20")),
    M("2026-11-20 11:02", PRI, "Claire, if at all possible I'd rather not do any more Saturday mornings this term, I've done 4 in a row",
      PR(PRI, ["saturday"])),
    M("2026-11-20 16:55", TOM, "registers in. sorry for the chicken scratch handwriting",
      D(TOM, ["register"])),
    M("2026-11-20 17:30", BEA, "Back on Monday, feeling almost human again"),

    # --- Sun 22 Nov
    M("2026-11-22 20:14", A, "Quick heads-up for Monday: Cambridge B2 First registration closes 4 Dec. Hannah, could you email all the FCE students the form on Monday?"),
    M("2026-11-22 20:31", HAN, "On it first thing",
      C(HAN, ["form|registration|FCE"], "2026-11-23")),

    # --- Mon 23 Nov
    M("2026-11-23 08:05", HAN, "FCE form sent to all 17 students",
      D(HAN, ["form|registration|FCE"])),
    M("2026-11-23 09:15", JOR, "Claire, the Harlow proposal is taking longer than I thought, their HR lady sent a pile of extra stuff. Is Wednesday ok?",
      P(JOR, ["proposal"], "2026-11-25")),
    M("2026-11-23 09:20", A, "Wednesday is fine"),
    M("2026-11-23 10:00", BEA, "Marcus your teacher's book is on your desk 📚",
      D(BEA, ["book|speakout"])),
    M("2026-11-23 10:02", MAR, "legend"),
    M("2026-11-23 12:10", A, "Placement tests from 30 Nov: 41 new students booked. I need 2 people per evening Mon-Thu. Please put your names in the sheet by Wednesday"),
    M("2026-11-23 12:30", PRI, "I'll take Monday",
      C(PRI, ["placement"], "2026-11-30")),
    M("2026-11-23 12:41", TOM, "Wed for me. Thursday I have German C1 till 9",
      C(TOM, ["placement"], "2026-12-02")),
    M("2026-11-23 13:05", BEA, "I can do Thursday if I can leave by 8:30",
      C(BEA, ["placement"], "2026-12-03")),
    M("2026-11-23 13:10", A, "That works Bea"),
    M("2026-11-23 19:45", MAR, "I'm happy to do Monday too, but NOT with the online test platform please, paper version only, it crashed on me twice last time",
      C(MAR, ["placement"], "2026-11-30"),
      PR(MAR, ["paper"])),

    # --- Tue 24 Nov
    M("2026-11-24 08:28", SYS, "Claire Donovan added +44 7700 900412", kind="system"),
    M("2026-11-24 08:30", BEA_TMP, "Hi all, it's Bea - my phone died in the washing machine (don't ask), this is my husband's old one for now"),
    M("2026-11-24 08:31", A, "😂 noted"),
    M("2026-11-24 08:40", BEA_TMP, "Claire, I've picked up the printed certificates for the A1 group from the printers, I'll bring them in Thursday",
      C(BEA, ["certificate"], "2026-11-26")),
    M("2026-11-24 08:41", HAN, "saving this number as Bea 2 haha"),
    M("2026-11-24 10:20", A, "Hannah, can we get the January textbook order in before the price rise?"),
    M("2026-11-24 10:26", HAN, "Yes, I'll place it by the end of the month",
      C(HAN, ["textbook|order"], "2026-11-30")),
    M("2026-11-24 11:00", A, "Everyone: end of term party is Fri 18 Dec at 7, at Il Forno. Please tell Hannah by 4 Dec if you're coming and any dietary stuff"),
    M("2026-11-24 11:10", PRI, "Coming! Vegetarian as always 🌱",
      PR(PRI, ["vegetarian"])),
    M("2026-11-24 11:25", TOM, "I'll be there. No fish for me please, I'm allergic",
      F(TOM, ["fish"])),
    M("2026-11-24 11:40", JOR, "Count me in"),
    M("2026-11-24 14:15", MAR, "Can someone remind me what the IELTS speaking band descriptors file is called on the drive?"),
    M("2026-11-24 14:20", A, "IELTS > Speaking > 'public band descriptors'"),

    # --- Wed 25 Nov
    M("2026-11-25 10:05", JOR, "<Media omitted>"),
    M("2026-11-25 10:06", JOR, "Harlow proposal ^ also in the shared drive, comments welcome",
      D(JOR, ["proposal"])),
    M("2026-11-25 10:20", A, "Read it, looks great. Send it to them Friday once I've shown the price to Ops"),
    M("2026-11-25 10:22", JOR, "👍"),
    M("2026-11-25 13:30", HAN, "Photocopier is now officially dead. New one arrives 2 Dec. Until then the copy shop on Lime St gives us 10% off"),
    M("2026-11-25 15:50", TOM, "Claire, I need Monday 30th off, hospital appointment in the morning. I can still do Wednesday placement",
      CT(TOM, ["hospital|appointment|off"], "2026-11-30")),
    M("2026-11-25 15:55", A, "No problem, just send me the leave form when you can"),

    # --- Thu 26 Nov
    M("2026-11-26 09:10", BEA_TMP, "Certificates are on Hannah's desk",
      D(BEA, ["certificate"])),
    M("2026-11-26 09:25", HAN, "Got them, 12 certificates, but one has a typo in the name - Małgorzata is spelled Malgorzta 🙈"),
    M("2026-11-26 09:30", BEA_TMP, "Argh. I'll get the printers to redo it, they promised Monday",
      C(BEA, ["printer|redo|reprint"], "2026-11-30")),
    M("2026-11-26 11:00", A, "Marcus, Jorge: mock IELTS Saturday, 9am start. Rooms 1 and 2. I'll bring the recorders"),
    M("2026-11-26 11:20", MAR, "👍 see you there"),
    M("2026-11-26 17:45", PRI, "Guys I accidentally deleted the shared drive folder 'Spanish A1 audio'. Is there a bin?? 😱"),
    M("2026-11-26 17:52", HAN, "Yes, the drive bin keeps 30 days, I'll restore it tonight",
      C(HAN, ["restore|folder|audio"], "2026-11-26")),
    M("2026-11-26 18:05", PRI, "This message was deleted", kind="deleted"),
    M("2026-11-26 18:06", PRI, "thank youuu"),
    M("2026-11-26 21:10", HAN, "Restored ✅",
      D(HAN, ["restore|folder|audio"])),

    # --- Fri 27 Nov
    M("2026-11-27 09:00", A, "Ops approved the Harlow price. Jorge, go ahead and send it"),
    M("2026-11-27 09:30", JOR, "sent to Harlow HR 📨"),
    M("2026-11-27 12:15", BEA_TMP, "New phone arrives Monday so I'll be back on my normal number then 🙏"),
    M("2026-11-27 14:00", HAN, "Reminder: party RSVPs to me by 4 Dec! Also my first aid certificate got renewed, so I'm still the first aider on site if anyone chops a finger off",
      F(HAN, ["first aid"])),
    M("2026-11-27 16:20", MAR, "Heads up, I'm starting DELTA Module 1 in January, Tuesday evenings online, so no Tuesday evening classes for me from 12 Jan",
      F(MAR, ["delta"])),
    M("2026-11-27 16:30", A, "Good for you! We'll plan around it."),

    # --- Sat 28 Nov
    M("2026-11-28 08:40", A, "Recorders charged, rooms set, see you at 9"),
    M("2026-11-28 13:05", JOR, "Morning speaking done, 7 candidates. Off to the wedding 🤵",
      D(JOR, ["speaking|IELTS|mock"])),
    M("2026-11-28 17:30", MAR, "Afternoon done, 7 candidates, scores in the spreadsheet. I'll add the written comments by Tuesday",
      D(MAR, ["speaking|IELTS|mock"]),
      C(MAR, ["comment"], "2026-12-01")),
    M("2026-11-28 18:00", A, "Thank you both! Writing marks out Tuesday"),

    # --- Mon 30 Nov
    M("2026-11-30 08:15", BEA, "Back on my own number 🎉 Printers say the certificate reprint will be ready Thursday, their machine's broken",
      P(BEA, ["printer|redo|reprint"], "2026-12-03")),
    M("2026-11-30 09:00", HAN, "Placement tonight: Priya + Marcus, 11 students. Paper tests printed at the copy shop as requested 😉"),
    M("2026-11-30 11:45", HAN, "Textbook order: the supplier's portal is down till Monday, I'll place it on the 7th. They've promised the old prices",
      P(HAN, ["textbook|order"], "2026-12-07")),
    M("2026-11-30 21:30", PRI, "Placement done, 11 tested, 3 go to A2, rest A1. Results in the sheet",
      D(PRI, ["placement"])),
    M("2026-11-30 21:35", MAR, "paper tests ftw. done",
      D(MAR, ["placement"])),

    # --- Tue 1 Dec
    M("2026-12-01 09:10", A, "Jorge, Harlow signed! 🎉 Start date 12 Jan. Can you prepare a course outline by 15 Dec?"),
    M("2026-12-01 09:25", JOR, "Amazing! Yes, outline by the 15th",
      C(JOR, ["outline"], "2026-12-15")),
    M("2026-12-01 14:00", PRI, "Claire I'm so sorry, my son has a fever, I can't come in for my Spanish B1 tonight. I'm home with him today and tomorrow 😞",
      CT(PRI, ["son|fever"], "2026-12-02")),
    M("2026-12-01 14:05", A, "Oh no, look after him. Hannah, could you text the B1 group and put a note on the Room 2 door?"),
    M("2026-12-01 14:07", HAN, "yes doing it now",
      C(HAN, ["B1|text|note"], "2026-12-01")),
    M("2026-12-01 14:31", HAN, "All 9 in the B1 group texted, note is on the door",
      D(HAN, ["B1|text|note"])),
    M("2026-12-01 22:00", MAR, "Claire, sorry, the comments for the mock - I said today, it'll be tomorrow night, DELTA pre-reading ate my evening",
      P(MAR, ["comment"], "2026-12-02")),

    # --- Wed 2 Dec
    M("2026-12-02 08:30", HAN, "New photocopier installed 🖨️"),
    M("2026-12-02 11:15", TOM, "Claire, for the German groups next term can we please keep the Tuesday/Thursday pattern? The Mon/Wed alternating thing confused everyone",
      PR(TOM, ["tuesday", "thursday"])),
    M("2026-12-02 21:40", TOM, "Wednesday placement done, 9 students",
      D(TOM, ["placement"])),
    M("2026-12-02 23:05", MAR, "comments added for all 14, sorry for the delay",
      D(MAR, ["comment"])),

    # --- Thu 3 Dec
    M("2026-12-03 08:10", BEA, "Reprinted certificate is on Hannah's desk, ł and all",
      D(BEA, ["printer|redo|reprint"])),
    M("2026-12-03 12:30", A, "Priya, no need to cover Marcus's B2 on the 8th after all - the group voted for an online self-study session that night",
      X(PRI, ["B2|cover"])),
    M("2026-12-03 12:41", PRI, "ok 👍"),
    M("2026-12-03 17:00", BEA, "Claire I can't do tonight's placement after all - parents' evening at my daughter's school got moved to tonight. Really sorry!",
      X(BEA, ["placement"])),
    M("2026-12-03 17:05", A, "Ok, I'll do it myself with Jorge"),
    M("2026-12-03 17:06", JOR, "👍"),

    # --- Fri 4 Dec
    M("2026-12-04 08:00", A, "Last day for party RSVPs and FCE registration! Hannah how are we looking?"),
    M("2026-12-04 08:20", HAN, "Party: 9 yes, Marcus still hasn't answered 👀 FCE: 15 of 17 registered, I'll chase the last two today",
      C(HAN, ["chase|FCE|two"], "2026-12-04")),
    M("2026-12-04 08:35", MAR, "Yes yes coming! I eat anything"),
    M("2026-12-04 09:10", JOR, "Claire, small thing: for Harlow I'll need Business Result Intermediate, 9 copies. Hannah can you add them to the order on the 7th?"),
    M("2026-12-04 09:15", HAN, "Adding them 👍",
      C(HAN, ["business result|harlow"], "2026-12-07")),
    M("2026-12-04 12:40", HAN, "Both FCE stragglers registered ✅",
      D(HAN, ["chase|FCE|two"])),
    M("2026-12-04 12:55", HAN, "Also FYI I'm working from home Tue and Wed next week, builders in my flat. Phone on as always",
      CT(HAN, ["home|builder"], "2026-12-09")),
    M("2026-12-04 13:00", A, "Brilliant week everyone, thank you 🙏"),
]
