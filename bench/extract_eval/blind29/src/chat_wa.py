"""Chat 2: a dental clinic (front desk, dentists, hygienist, nurses), WhatsApp (Android), English."""

from __future__ import annotations

from build_common import Msg, L, at

GROUP = "Linden Dental Team"
FILE = f"WhatsApp Chat with {GROUP}.txt"
LANGUAGE = "en"
OWNER = "Rachel Adeyemi"

TOM = "Tom Becker"
PRI = "Priya Nair"
KAS = "Kasia Wolniak"
MAR = "Marcus Hale"
LEN = "Lena Sokolova"
DAN = "Danny Okafor"

PEOPLE = {
    TOM: ["Tom", "Dr Becker", "Becker", "Tommy"],
    PRI: ["Priya", "Pri", "Nair"],
    KAS: ["Kasia", "Kas", "Wolniak"],
    MAR: ["Marcus", "Marc", "Hale"],
    LEN: ["Lena", "Dr Sokolova", "Sokolova"],
    DAN: ["Danny", "Dan", "Okafor"],
}

SENDERS = {
    "R": "Rachel Adeyemi",
    "T": "Tom Becker",
    "P": "Priya Nair",
    "K": "Kasia Wolniak",
    "M": "Marcus Hale",
    "L": "Lena Sokolova",
    "D": "Danny Okafor",
    "X": "+7 916 204-55-81",  # Danny's temporary phone, not in the owner's contacts
}

MESSAGES: list[Msg] = []


def M(stamp: str, who: str, text: str, *labels, media=None, system=False, deleted=False,
      edited=False) -> None:
    MESSAGES.append(Msg(at(stamp), who, text, list(labels), None, None, media, system,
                        deleted, 1 if edited else None))


# ---- Mon 16 Nov -------------------------------------------------------------------------
M("11-16 07:58", "", "Messages and calls are end-to-end encrypted. No one outside of this chat, "
  "not even WhatsApp, can read or listen to them. Tap to learn more.", system=True)
M("11-16 08:02", "R", "Morning all. Reminder the new booking system goes live on 1 Dec, training "
  "sessions this week and next. Marcus is running them")
M("11-16 08:05", "M", "yep, first session is Wed 1pm in the staff room. I'll send the slides "
  "round tomorrow",
  L("commitment", MAR, ["training|session"], due="2026-11-18"),
  L("commitment", MAR, ["slides"], due="2026-11-17"))
M("11-16 08:10", "T", "👍")
M("11-16 08:31", "K", "Autoclave 2 failed the Helix test again this morning. Running everything "
  "through 1 for now")
M("11-16 08:33", "R", "Ugh. Kasia can you call the engineer?")
M("11-16 08:34", "K", "on it",
  L("commitment", KAS, ["engineer"], due="2026-11-16"))
M("11-16 10:15", "K", "Engineer booked for Thursday morning, 9ish",
  L("done", KAS, ["engineer"]))
M("11-16 12:40", "P", "Does anyone know if the new fluoride varnish came in? The tubes in my room "
  "are nearly out")
M("11-16 12:52", "D", "came Friday, it's in the stock room top shelf. I'll bring you a box after "
  "lunch",
  L("commitment", DAN, ["varnish|fluoride"], due="2026-11-16"))
M("11-16 14:05", "P", "got it, thanks Danny x",
  L("done", DAN, ["varnish|fluoride"]))
M("11-16 17:30", "L", "Rachel, the Invisalign refinement for my 4pm patient still isn't back "
  "from Align. I'll chase them tomorrow and let the patient know",
  L("commitment", LEN, ["invisalign|align"], due="2026-11-17"))

# ---- Tue 17 Nov -------------------------------------------------------------------------
M("11-17 08:15", "M", "Booking_training_v1.pdf (file attached)\nslides for tomorrow, have a look "
  "before if you can",
  L("done", MAR, ["slides"]))
M("11-17 09:02", "L", "Align say the refinement trays ship Friday. Patient knows",
  L("done", LEN, ["invisalign|align"]))
M("11-17 11:20", "T", "Rachel, I'm at the implant course in St Petersburg Thu–Sat, so no "
  "Saturday clinic from me this week. Told Marcus already",
  L("context", TOM, ["course"], until="2026-11-21"))
M("11-17 11:22", "R", "Yes it's in the rota. Lena could you cover Sat morning?")
M("11-17 11:40", "L", "I can do 9 till 1, not the afternoon",
  L("commitment", LEN, ["saturday|sat"], due="2026-11-21"))
M("11-17 11:41", "R", "perfect thank you")
M("11-17 15:10", "K", "Also spore test results for autoclave 1 are due back from the lab Friday. "
  "I'll log them when they come",
  L("commitment", KAS, ["spore"], due="2026-11-20"))
M("11-17 16:45", "P", "Rachel, could I have Mondays as my admin half day from December instead "
  "of Wednesdays? Wednesdays clash with my son's swimming and Mondays are just easier for me",
  L("preference", PRI, ["monday"]))
M("11-17 16:50", "R", "Should be fine, I'll look at the rota")

# ---- Wed 18 Nov -------------------------------------------------------------------------
M("11-18 12:58", "M", "Training starting now, staff room. Pizza's here 🍕")
M("11-18 14:15", "R", "Great session Marcus, thanks",
  L("done", MAR, ["training|session"]))
M("11-18 14:20", "D", "sorry I missed it, was stuck in decon. Is there another one?")
M("11-18 14:22", "M", "Next Wednesday same time, I'll do a repeat for whoever missed it",
  L("commitment", MAR, ["training|session|repeat"], due="2026-11-25"))
M("11-18 16:00", "T", "Kasia, can you make sure the Osstell and the implant kit go in my car "
  "tonight? Course wants us to bring our own")
M("11-18 16:03", "K", "Will do, I'll pack it before I leave at 6",
  L("commitment", KAS, ["kit|osstell"], due="2026-11-18"))
M("11-18 18:10", "K", "Kit's in your boot Tom. Keys with Marcus",
  L("done", KAS, ["kit|osstell"]))

# ---- Thu 19 Nov -------------------------------------------------------------------------
M("11-19 09:40", "K", "Engineer here. Says it's the door seal on autoclave 2, part ordered")
M("11-19 10:10", "R", "Thanks Kasia")
M("11-19 11:50", "", "Rachel Adeyemi added +7 916 204-55-81", system=True)
M("11-19 11:55", "X", "Hi all it's Danny, dropped my phone in the ultrasonic bath 🙈 using my "
  "sister's old one till Monday when mine's back from repair",
  L("context", DAN, ["phone"], until="2026-11-23"))
M("11-19 11:57", "M", "😂 classic")
M("11-19 12:30", "X", "Rachel, I'll do the sterilisation log audit tomorrow like you asked",
  L("commitment", DAN, ["audit"], due="2026-11-20"))
M("11-19 16:20", "P", "Has anyone seen the intraoral camera charger? Room 3 one has gone "
  "walkabout")
M("11-19 16:41", "X", "pretty sure I saw one in decon on the shelf by the sink")

# ---- Fri 20 Nov -------------------------------------------------------------------------
M("11-20 09:15", "K", "Spore test for autoclave 1 passed, logged ✅",
  L("done", KAS, ["spore"]))
M("11-20 12:00", "X", "Log audit done. 3 missing signatures from last week, all with the initials "
  "KW 👀",
  L("done", DAN, ["audit"]))
M("11-20 12:03", "K", "oops 🙈 I'll sign them Monday first thing",
  L("commitment", KAS, ["sign"], due="2026-11-23"))
M("11-20 12:05", "R", "Thanks Danny")
M("11-20 15:30", "M", "Rachel, the recall letters for January — do you want them posted or "
  "emailed this year?")
M("11-20 15:45", "R", "Email for everyone with an address on file, post for the rest. Can you "
  "have them out by the 4th?")
M("11-20 15:50", "M", "should be fine, by the 4th then",
  L("commitment", MAR, ["recall"], due="2026-12-04"))
M("11-20 17:00", "L", "Off to bed early, Saturday clinic tomorrow 😴")

# ---- Sat 21 Nov -------------------------------------------------------------------------
M("11-21 13:10", "L", "Saturday done, 7 patients, one emergency extraction referred to Tom for "
  "Monday",
  L("done", LEN, ["saturday|sat"]))

# ---- Mon 23 Nov -------------------------------------------------------------------------
M("11-23 08:00", "D", "Back on my own phone 📱")
M("11-23 08:05", "T", "Back from Piter. Course was great — I'm now certified for guided implant "
  "surgery, so we can start booking those cases",
  L("fact", TOM, ["guided"]))
M("11-23 08:20", "T", "I'll write up a protocol for guided cases for the team by end of next week",
  L("commitment", TOM, ["protocol"], due="2026-12-04"))
M("11-23 09:30", "K", "Signatures done ✍️",
  L("done", KAS, ["sign"]))
M("11-23 11:00", "R", "Priya — Mondays for admin from December is fine, rota's updated")
M("11-23 11:05", "P", "amazing, thank you!!")
M("11-23 13:40", "M", "This message was deleted", deleted=True)
M("11-23 13:41", "M", "wrong chat sorry")
M("11-23 15:00", "L", "Rachel, I need the ortho room for a full afternoon on the 2nd for bonding "
  "two cases. Marcus can you block it?")
M("11-23 15:04", "M", "will do when I'm back at the desk",
  L("commitment", MAR, ["ortho"]))
M("11-23 16:30", "M", "ortho room blocked 1–6pm on the 2nd",
  L("done", MAR, ["ortho"]))

# ---- Tue 24 Nov -------------------------------------------------------------------------
M("11-24 08:10", "K", "Autoclave 2 seal arrived but it's the wrong size 🙄 engineer coming back "
  "next week instead")
M("11-24 09:00", "P", "Hygiene list for December is a mess, half my recalls are booked in with "
  "Tom. I'll sort it out with Marcus this week",
  L("commitment", PRI, ["list"], due="2026-11-27"))
M("11-24 10:30", "T", "Rachel, I'd rather not have implant consults after 4pm, I'm useless by "
  "then. Can they go in mornings only?",
  L("preference", TOM, ["consult", "morning|4"]))
M("11-24 10:35", "R", "Fine by me. Marcus noted?")
M("11-24 10:36", "M", "noted 👍")
M("11-24 12:15", "R", "<Media omitted>")
M("11-24 12:30", "K", "Rachel I can't listen to voice notes in surgery, could you type it? I much "
  "prefer text for rota stuff",
  L("preference", KAS, ["voice|text"]))
M("11-24 12:34", "R", "Sorry! Friday 4th fire drill at 8:30, everyone in by 8:15 please")
M("11-24 14:20", "D", "<Media omitted>")
M("11-24 14:21", "D", "new sharps bins are the wrong ones, lids don't click. Shall I send them "
  "back?")
M("11-24 14:30", "R", "Yes please, and order the yellow 5L ones instead")
M("11-24 14:31", "D", "ok will sort tomorow morning",
  L("commitment", DAN, ["sharps|bins"], due="2026-11-25"))

# ---- Wed 25 Nov -------------------------------------------------------------------------
M("11-25 09:20", "D", "Sharps bins returned, new order placed, arriving Monday",
  L("done", DAN, ["sharps|bins"]))
M("11-25 12:55", "M", "Repeat training in 5 min, staff room")
M("11-25 14:00", "D", "went to the training finally, the new calendar is actually nice",
  L("done", MAR, ["training|session|repeat"]))
M("11-25 15:15", "L", "Rachel, news: I've started an MSc in orthodontics part-time, lectures "
  "online on Monday evenings, so no late Monday clinics for me from now on please",
  L("fact", LEN, ["msc"]))
M("11-25 15:20", "R", "Congrats!! Noted")

# ---- Thu 26 Nov -------------------------------------------------------------------------
M("11-26 08:40", "P", "I'm off Friday and Monday, my mum is having surgery in Tula. Back Tuesday",
  L("context", PRI, ["mum|mother"], until="2026-11-30"))
M("11-26 08:45", "P", "So the hygiene list thing with Marcus will have to wait till Tuesday, "
  "sorry Marcus",
  L("postponed", PRI, ["list"], due="2026-12-01"))
M("11-26 08:50", "M", "no worries")
M("11-26 08:52", "R", "Of course, hope it all goes well x")
M("11-26 11:00", "T", "Who's got the key to the nitrous cupboard?")
M("11-26 11:04", "K", "me, coming")
M("11-26 14:30", "R", "Team, Christmas party is 18th Dec and Kasia has kindly offered to "
  "organise. Kasia — dietary stuff to you?")
M("11-26 14:35", "K", "yes pls, send me dietary stuff by Friday 4th and I'll book somewhere by "
  "the 7th",
  L("commitment", KAS, ["party|christmas|book"], due="2026-12-07"))
M("11-26 14:40", "T", "vegetarian, as ever 🥦",
  L("fact", TOM, ["vegetarian"]))
M("11-26 14:41", "L", "no fish for me please",
  L("preference", LEN, ["fish"]))
M("11-26 14:45", "D", "whatever has a bar lol")
M("11-26 16:10", "D", "Rachel I can come in Saturday morning and do the stock count before the "
  "deep clean",
  L("commitment", DAN, ["stock"], due="2026-11-28"))
M("11-26 16:12", "R", "That would be great")

# ---- Fri 27 Nov -------------------------------------------------------------------------
M("11-27 09:00", "M", "Recall letters — emails drafted, postal ones next week")
M("11-27 10:40", "R", "Danny, scrap the stock count tomorrow — the Dentsply rep is doing a full "
  "count with us on the 8th anyway",
  L("cancelled", DAN, ["stock"]))
M("11-27 10:42", "D", "even better 😎")
M("11-27 12:15", "L", "Rachel, I'd prefer to have all ortho new patient consults on Thursdays if "
  "possible, so they're not scattered all over the week",
  L("preference", LEN, ["thursday"]))
M("11-27 12:30", "R", "Makes sense. Marcus?")
M("11-27 12:31", "M", "I'll move the December ones to Thursdays today",
  L("commitment", MAR, ["thursday"], due="2026-11-27"))
M("11-27 16:50", "M", "December ortho consults all on Thursdays now, except one lady who can only "
  "do Mondays",
  L("done", MAR, ["thursday"]))

# ---- Sat 28 / Sun 29 Nov ----------------------------------------------------------------
M("11-28 11:00", "D", "is the clinic alarm code still the same for Sunday? I said I'd let the "
  "cleaners in at 10 for the deep clean",
  L("commitment", DAN, ["clean"], due="2026-11-29"))
M("11-28 11:20", "R", "Yes, same code. Thanks Danny")
M("11-29 10:40", "D", "cleaners in, I'm off 👋",
  L("done", DAN, ["clean"]))

# ---- Mon 30 Nov -------------------------------------------------------------------------
M("11-30 08:10", "M", "Postal recall letters printing today, fingers crossed for the printer")
M("11-30 09:00", "T", "Kasia, I need the surgical guide for Mr P's case from the lab by Thursday. "
  "Can you chase them?")
M("11-30 09:10", "K", "will call them at 10 when they open",
  L("commitment", KAS, ["guide|lab"], due="2026-11-30"))
M("11-30 09:25", "T", "Also heads up, I'm on the implant emergency phone this week, till Sunday. "
  "If it rings in the surgery that's why",
  L("context", TOM, ["call|phone|emergenc"], until="2026-12-06"))
M("11-30 10:25", "K", "Lab says the guide ships Wednesday, should be with us Thursday am",
  L("done", KAS, ["guide|lab"]))
M("11-30 11:30", "R", "Reminder the booking system goes live tomorrow. Marcus will be on the floor "
  "all day to help")
M("11-30 11:32", "M", "yep, around from 7:30")

# ---- Tue 1 Dec --------------------------------------------------------------------------
M("12-01 07:45", "M", "System's live. Old diary is read-only from today")
M("12-01 09:30", "P", "Back. Mum's fine, thanks everyone 💕")
M("12-01 10:00", "P", "Marcus, hygiene list at 1pm?")
M("12-01 10:02", "M", "1 works")
M("12-01 14:10", "P", "Hygiene list sorted, all my recalls are with me now and Tom's are Tom's",
  L("done", PRI, ["list"]))
M("12-01 14:12", "P", "btw Rachel if anyone asks, I'm still the only one here trained on the "
  "Airflow guided biofilm therapy, so GBT appointments have to be mine",
  L("fact", PRI, ["airflow|biofilm|gbt"]))
M("12-01 16:30", "D", "booking system crashed twice on the tablet in decon, is that just me?")
M("12-01 16:35", "M", "not just you, I'll raise a ticket with the vendor tonight",
  L("commitment", MAR, ["ticket|vendor"], due="2026-12-01"))
M("12-01 21:15", "M", "ticket raised, #5521",
  L("done", MAR, ["ticket|vendor"]))

# ---- Wed 2 Dec --------------------------------------------------------------------------
M("12-02 09:00", "K", "Engineer here again for autoclave 2")
M("12-02 11:30", "K", "Autoclave 2 fixed and validated 🎉🎉")
M("12-02 11:33", "D", "finally. I did decon in the army for 4 years and never saw a seal last "
  "that short",
  L("fact", DAN, ["army"]))
M("12-02 13:30", "T", "Rachel, the guided protocol — I won't make Friday, the lab changed their "
  "guide system and I need to rewrite half of it. Can I give it to you on the 11th?",
  L("postponed", TOM, ["protocol"], due="2026-12-11"))
M("12-02 13:45", "R", "Ok, 11th is fine")
M("12-02 15:00", "M", "Recall letters: I'm going to be a bit late, the migration ate my week. "
  "Monday 7th ok?",
  L("postponed", MAR, ["recall"], due="2026-12-07"))
M("12-02 15:05", "R", "Ok but no later please")
M("12-02 17:40", "D", "fyi I'm only in mornings tomorrow and Friday, my own dentist appt (the "
  "irony) and driving test Friday afternoon 🙃",
  L("context", DAN, ["morning"], until="2026-12-04"))

# ---- Thu 3 Dec --------------------------------------------------------------------------
M("12-03 08:30", "K", "Surgical guide arrived ✅")
M("12-03 09:00", "R", "Kasia, the party — we're 14 now with partners. Still ok to book by the 7th?")
M("12-03 09:10", "K", "Actually Rachel, Marcus's cousin has a restaurant and offered us the back "
  "room, so I'll leave the booking to Marcus if that's ok",
  L("cancelled", KAS, ["party|christmas|book"]))
M("12-03 09:15", "M", "yep I'll sort it with him, will confirm by Monday",
  L("commitment", MAR, ["party|christmas|restaurant|cousin"], due="2026-12-07"))
M("12-03 09:20", "R", "Lovely, thank you both")
M("12-03 12:00", "T", "Lena, any chance you could see my 16yo patient for an ortho opinion next "
  "Thursday?")
M("12-03 12:20", "L", "sure, if Marcus books her into one of my Thursday consult slots",
  L("commitment", LEN, ["tom|16"], due="2026-12-10"))

# ---- Fri 4 Dec --------------------------------------------------------------------------
M("12-04 08:00", "D", "morning, leaving at 12 today, driving test at 2!! wish me luck")
M("12-04 08:05", "P", "good luck!!!")
M("12-04 09:30", "R", "Marcus, how are we doing with the Christmas party?")
M("12-04 09:40", "M", "cousin confirmed the 18th, back room, 16 max 🎄",
  L("done", MAR, ["party|christmas|restaurant|cousin"]))
M("12-04 10:00", "R", "Amazing. Have a good weekend everyone, Lena's in on Saturday")
