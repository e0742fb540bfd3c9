"""Chat 2: a wedding photography studio, WhatsApp (Android) txt export, English.

Label `msg` = 1-based position among parsed messages (system lines and deleted-message
stubs are not messages)."""

from __future__ import annotations

from pathlib import Path

from lab import C, CX, D, F, P, PR, X, resolve

GROUP = "Hollis Studio Team"
FILE = f"WhatsApp Chat with {GROUP}.txt"
OWNER = "Claire Hollis"
SENDERS = {
    "C": "Claire Hollis",
    "M": "Marcus Bell",
    "P": "Priya",
    "T": "Tom O",
    "T2": "+7 916 204-58-71",  # Tom, from his sister's phone (not in contacts)
    "J": "Jess Delaney",
    "L": "Leo Park",
    "H": "Hannah V",
}
PEOPLE = {
    "M": ("Marcus Bell", ["Marcus", "Marc"]),
    "P": ("Priya Raman", ["Priya", "Pri"]),
    "T": ("Tom Okafor", ["Tom O", "Tom", "Tommy"]),
    "J": ("Jess Delaney", ["Jess", "Jessie"]),
    "L": ("Leo Park", ["Leo"]),
    "H": ("Hannah Vogt", ["Hannah V", "Hannah", "Han"]),
}

LINES = []  # (stamp, sender key or None for a system line, text, labels, kind)


def m(when, who, text, *labels):
    LINES.append((when, who, text, list(labels), "msg"))


def sys(when, text):
    LINES.append((when, None, text, [], "sys"))


def deleted(when, who):
    LINES.append((when, who, "This message was deleted", [], "deleted"))


# ---- Mon 16 Nov ----
sys("16/11/2026, 08:57", "Messages and calls are end-to-end encrypted. Only people in this chat can read, "
    "listen to, or share them. Learn more.")
sys("16/11/2026, 08:57", f'Claire Hollis created group "{GROUP}"')
sys("16/11/2026, 08:58", "Claire Hollis added Marcus Bell, Priya, Tom O, Jess Delaney and Hannah V")
m("16/11/2026, 09:05", "C", "Morning team! New group for the busy stretch 🙂 Harrington wedding Sat 21st, "
  "Okoye-Brennan Sat 28th, Ward Sat Dec 5th. Let's keep everything in here.")
m("16/11/2026, 09:12", "J", "Morning! Harrington timeline is confirmed, I'll send everyone the run sheet by "
  "tomorrow lunchtime", C("J", ["run sheet|runsheet|timeline"], "2026-11-17"))
m("16/11/2026, 09:20", "M", "Claire my 24-70 is making that grinding noise again when I zoom. I'll drop it at "
  "Fixation tomorrow, they usually turn it round in 3 days", C("M", ["24-70|lens"], "2026-11-17"))
m("16/11/2026, 09:21", "C", "Good. Make sure it's back before Saturday or take the studio one")
m("16/11/2026, 09:40", "P", "Still editing the Lawson gallery, 380 to go. It'll be delivered Wednesday EOD",
  C("P", ["lawson"], "2026-11-18"))
m("16/11/2026, 09:41", "C", "👍")
m("16/11/2026, 10:15", "H", "Morning all! The Fletchers finally approved their album layout 🙌 sending it to "
  "the printer today", C("H", ["fletcher", "album|print"], "2026-11-16"))
m("16/11/2026, 11:30", "T", "Drone batteries: 2 of the 4 won't hold charge anymore. Should we replace them "
  "before the Harrington? Venue OK'd the drone for the exit shot")
m("16/11/2026, 11:35", "C", "Yes, order two. Use the company card")
m("16/11/2026, 11:36", "T", "on it", C("T", ["batter"]))
m("16/11/2026, 14:50", "H", "Fletcher album sent to print, proofs back in about 10 days",
  D("H", ["fletcher", "album|print"]))
m("16/11/2026, 17:00", "J", "Claire, the Wards want to add a 30 min engagement shoot on Dec 1st or 2nd. "
  "Who's free?")
m("16/11/2026, 17:10", "M", "I can do the 2nd, afternoon only", C("M", ["engagement|ward"], "2026-12-02"))
m("16/11/2026, 17:12", "C", "Perfect, it's yours Marc. Jess can you confirm with the Wards?")
m("16/11/2026, 17:14", "J", "Will do tonight", C("J", ["confirm", "ward|engagement"], "2026-11-16"))
m("16/11/2026, 21:40", "J", "Wards confirmed: Dec 2nd, 3pm, botanical gardens main gate",
  D("J", ["confirm", "ward|engagement"]))

# ---- Tue 17 Nov ----
m("17/11/2026, 09:10", "M", "Lens dropped at Fixation. They'll call Thursday with a quote", D("M", ["24-70|lens"]))
m("17/11/2026, 11:55", "J", "Harrington_runsheet_v2.pdf (file attached)\nHarrington run sheet! Ceremony 1pm, "
  "please read before Friday", D("J", ["run sheet|runsheet|timeline"]))
m("17/11/2026, 12:10", "C", "Thanks Jess. Priya can you do the Harrington sneak peek on Sunday? They'd love "
  "10ish pics for Instagram by Monday")
m("17/11/2026, 12:30", "P", "Yes, as long as Marcus gets me the cards Saturday night. 10 pics by Monday morning",
  C("P", ["sneak|preview", "harrington"], "2026-11-23"))
m("17/11/2026, 12:32", "M", "I'll drop them at yours on my way home Saturday", C("M", ["card"], "2026-11-21"))
m("17/11/2026, 12:40", "P", "Also everyone, please send me files through Google Drive, not WeTransfer. "
  "The links expire before I get to them", PR("P", ["drive"]))
m("17/11/2026, 15:00", "C", "And welcome to our new assistant Leo, who starts tomorrow! Adding him now")
sys("17/11/2026, 15:01", "Claire Hollis added Leo Park")
m("17/11/2026, 15:20", "L", "Hi everyone! Really excited to be here 😊")
m("17/11/2026, 15:22", "T", "welcome mate")
m("17/11/2026, 15:23", "H", "Welcome Leo!!")
m("17/11/2026, 15:40", "L", "Just so you know, I'm vegetarian, in case venue meals come up",
  F("L", ["vegetarian|veggie"]))
m("17/11/2026, 15:42", "J", "Noted! 🥗")
m("17/11/2026, 15:50", "L", "and I'm in uni exams until the 27th so I might be slow to reply in the mornings",
  CX("L", ["exam"], "2026-11-27"))

# ---- Wed 18 Nov ----
m("18/11/2026, 10:00", "T", "Batteries ordered, arriving Friday morning", D("T", ["batter"]))
m("18/11/2026, 11:20", "L", "Claire, what's the dress code for weddings?")
m("18/11/2026, 11:25", "C", "All black, comfy shoes. You're with Tom on Saturday")
m("18/11/2026, 13:00", "P", "Bit behind on the Lawsons, the reception was really dark and every image needs "
  "more work. It'll be Friday noon now, sorry", P("P", ["lawson"], "2026-11-20"))
m("18/11/2026, 13:02", "C", "OK, thanks for flagging")
m("18/11/2026, 13:05", "J", "I can let the Lawsons know if you want, I'm emailing them anyway", C("J", ["lawson"]))
m("18/11/2026, 13:06", "C", "please do")
m("18/11/2026, 16:45", "H", "Heads up, I'm off Thu and Fri, my sister's wedding in Edinburgh (as a guest for "
  "once 😂). Back Monday", CX("H", ["sister|off|away|edinburgh"], "2026-11-20"))
m("18/11/2026, 16:50", "J", "Have fun!!")

# ---- Thu 19 Nov ----
m("19/11/2026, 10:30", "M", "Fixation called. Zoom motor needs a part from Japan, 2 weeks. So not before Saturday")
m("19/11/2026, 10:32", "C", "Take the studio 24-70 then. Leo, can you clean it today and charge all the camera "
  "batteries?")
m("19/11/2026, 10:40", "L", "Sure, will do both this afternoon",
  C("L", ["clean", "24-70|lens"], "2026-11-19"), C("L", ["charg", "batter"], "2026-11-19"))
m("19/11/2026, 17:30", "L", "Studio 24-70 cleaned, all 12 batteries charged and labelled",
  D("L", ["clean", "24-70|lens"]), D("L", ["charg", "batter"]))
m("19/11/2026, 17:32", "C", "Star ⭐")
m("19/11/2026, 18:00", "J", "Told the Lawsons about Friday noon, all good", D("J", ["lawson"]))

# ---- Fri 20 Nov ----
m("20/11/2026, 11:50", "P", "<Media omitted>")
m("20/11/2026, 11:51", "P", "Lawson gallery delivered! 612 images. They've opened it already 😅",
  D("P", ["lawson"]))
m("20/11/2026, 12:00", "C", "Amazing 🎉")
m("20/11/2026, 12:30", "T", "Batteries arrived, tested both, 24 min flight each")
m("20/11/2026, 14:00", "C", "Tomorrow: call time 10:30 at the Harrington house. Marcus groom prep, me bride, "
  "Tom + Leo video. Leo bring the big reflector please")
m("20/11/2026, 14:02", "L", "👍 will bring it", C("L", ["reflector"], "2026-11-21"))
m("20/11/2026, 19:00", "M", "Night-before nerves lol. See you at 10:30")

# ---- Sat 21 Nov ----
m("21/11/2026, 10:20", "T", "Here. Parking is a nightmare, use the school lot round the back")
m("21/11/2026, 16:45", "L", "<Media omitted>")
m("21/11/2026, 16:46", "L", "the drone exit shot from above!!! 😍")
m("21/11/2026, 16:50", "T", "6 years of flying and a commercial drone licence finally paying off 😎",
  F("T", ["drone", "licen"]))
m("21/11/2026, 23:10", "M", "Cards in Priya's letterbox. 3 cards, 2,140 files. Night all 😴", D("M", ["card"]))

# ---- Sun 22 Nov ----
m("22/11/2026, 11:00", "P", "Got the cards, backed up on both drives. Starting the sneak peek")
m("22/11/2026, 20:15", "P", "Sneak peek done, 12 pics in the Harrington shared folder. Claire have a look "
  "before I send?", D("P", ["sneak|preview", "harrington"]))
m("22/11/2026, 20:40", "C", "Gorgeous. Send!")

# ---- Mon 23 Nov ----
m("23/11/2026, 09:00", "C", "Great job Saturday everyone, the Harringtons already messaged to say thank you ❤️")
m("23/11/2026, 09:30", "T", "Harrington video plan: highlight film by Dec 7th, full film by Christmas",
  C("T", ["highlight"], "2026-12-07"), C("T", ["full", "film|video"], "2026-12-25"))
m("23/11/2026, 09:45", "J", "Claire, the Okoye-Brennans are asking for a second shooter in the church as well. "
  "Marcus?")
m("23/11/2026, 09:50", "M", "Yes if Leo can cover the reception second angle. Otherwise we're stretched",
  C("M", ["church"], "2026-11-28"))
m("23/11/2026, 10:00", "C", "Leo can do reception. Leo ok?")
m("23/11/2026, 10:05", "L", "Yep!", C("L", ["reception"], "2026-11-28"))
m("23/11/2026, 10:40", "H", "I'm back! Edinburgh was lovely. I'll start on the Harrington album once Priya's "
  "done culling")
m("23/11/2026, 12:15", "P", "Hannah culling will be done Wednesday", C("P", ["cull"], "2026-11-25"))
m("23/11/2026, 14:00", "J", "The Okoye-Brennan balance invoice is still unpaid, I'll chase them today",
  C("J", ["invoice|balance"], "2026-11-23"))
m("23/11/2026, 16:30", "J", "They paid 🙌", D("J", ["invoice|balance"]))
m("23/11/2026, 16:40", "J", "also, small request: client stuff please email me rather than putting it here, "
  "I lose things in this chat", PR("J", ["email"]))

# ---- Tue 24 Nov ----
m("24/11/2026, 08:45", "T2", "Hi all it's Tom, my phone died completely. Using my sister's old one for a few "
  "days, this is the number")
m("24/11/2026, 08:47", "J", "Noted Tom!")
m("24/11/2026, 09:10", "T2", "Claire I'll cut the Harrington teaser for Instagram today, 30 sec",
  C("T", ["teaser"], "2026-11-24"))
m("24/11/2026, 11:00", "C", "Brilliant. Jess did the Wards return the questionnaire?")
m("24/11/2026, 11:05", "J", "Not yet. If nothing by Thursday I'll nudge them",
  C("J", ["questionnaire|nudge"], "2026-11-26"))
m("24/11/2026, 14:30", "M", "Btw for the Okoye-Brennan church I'd rather shoot from the balcony than the aisle. "
  "Less intrusive and the light is better up there", PR("M", ["balcon"]))
m("24/11/2026, 14:35", "C", "Fine by me, check with the vicar")
m("24/11/2026, 14:36", "M", "Will call him tomorrow", C("M", ["vicar"], "2026-11-25"))
m("24/11/2026, 19:20", "T2", "teaser v1 is in the drive, 32 sec. feedback welcome", D("T", ["teaser"]))
m("24/11/2026, 19:45", "C", "Love it. Post it!")
m("24/11/2026, 19:46", "H", "chills 😭")

# ---- Wed 25 Nov ----
m("25/11/2026, 10:10", "M", "Vicar says balcony is fine, no flash during the vows", D("M", ["vicar"]))
m("25/11/2026, 12:00", "P", "Culling done, 740 selects in the Harrington folder. Over to you Hannah",
  D("P", ["cull"]))
m("25/11/2026, 12:05", "H", "Yay! First album draft to the Harringtons by the 4th",
  C("H", ["album", "harrington|draft"], "2026-12-04"))
m("25/11/2026, 12:20", "C", "Hannah, matte or lustre for theirs?")
m("25/11/2026, 12:25", "H", "Matte. Always matte for me, lustre shows every fingerprint. I trained as a "
  "bookbinder, I can't unsee them 😅", PR("H", ["matte"]), F("H", ["bookbind"]))
m("25/11/2026, 15:00", "C", "Team, Christmas mini-sessions. We said we'd do them this year. Who wants to run "
  "bookings?")
m("25/11/2026, 15:20", "J", "I can, but not before the Ward wedding is done. I'll set up the booking page on "
  "Dec 7th", C("J", ["booking", "mini|christmas|page"], "2026-12-07"))
m("25/11/2026, 15:21", "T2", "we should do a christmas reel for insta someday")
m("25/11/2026, 17:00", "L", "Claire quick q, is Saturday paid as a full day or half?")
m("25/11/2026, 17:20", "C", "Full day, always")

# ---- Thu 26 Nov ----
m("26/11/2026, 09:00", "J", "Wards still haven't sent the questionnaire, nudged them",
  D("J", ["questionnaire|nudge"]))
m("26/11/2026, 10:30", "T", "Back on my own phone 🙏 ignore the other number")
m("26/11/2026, 11:00", "P", "FYI I'm working from Lisbon Dec 1 to Dec 12, editing as normal, just a different "
  "time zone", CX("P", ["lisbon"], "2026-12-12"))
m("26/11/2026, 11:05", "C", "Enjoy! Just keep the Okoye-Brennan sneak peek on track")
m("26/11/2026, 11:06", "P", "😊")
m("26/11/2026, 14:00", "H", "Kemp album proofs are in! Colour on p.12 is off, I'll ring the printer tomorrow",
  C("H", ["printer", "kemp|colour|color"], "2026-11-27"))
m("26/11/2026, 16:00", "J", "The Wards sent the questionnaire!! Forwarding to Claire and Marcus")

# ---- Fri 27 Nov ----
m("27/11/2026, 09:30", "H", "Printer's reprinting p.12 for free, new proofs Wednesday",
  D("H", ["printer", "kemp|colour|color"]))
m("27/11/2026, 10:00", "C", "Tomorrow: call time 9:00 at the church. Marcus balcony, me front, Leo with me until "
  "the reception")
m("27/11/2026, 10:02", "M", "👌")
m("27/11/2026, 10:15", "M", "fun fact for Leo: I shot weddings in Cape Town for six years before I moved here, "
  "so balconies are my natural habitat", F("M", ["cape town"]))
m("27/11/2026, 12:00", "L", "Claire, heads up for future bookings: I can't do Sunday mornings at all, I play in "
  "a football league", PR("L", ["sunday"]))
m("27/11/2026, 12:03", "C", "Noted, no Sunday morning jobs in December anyway")
deleted("27/11/2026, 15:40", "M")
m("27/11/2026, 16:10", "J", "Reminder: Ward wedding is Dec 5th not 6th, I had a typo in the calendar invite. "
  "Fixed now")

# ---- Sat 28 Nov ----
m("28/11/2026, 08:50", "L", "omw, train 10 min late 🙈")
m("28/11/2026, 22:50", "M", "Balcony shots are 🔥. Cards to Priya tomorrow before noon",
  C("M", ["card"], "2026-11-29"))
m("28/11/2026, 22:55", "C", "Thank you team, what a day")

# ---- Sun 29 Nov ----
m("29/11/2026, 11:40", "M", "Cards with Priya ✔️", D("M", ["card"]))
m("29/11/2026, 11:45", "P", "Got them. Okoye-Brennan sneak peek Tuesday evening",
  C("P", ["sneak|preview", "okoye|brennan"], "2026-12-01"))

# ---- Mon 30 Nov ----
m("30/11/2026, 09:00", "T", "Claire, bad news on the Harrington highlight film. The groom's lav audio is corrupted "
  "for the vows, I have to rebuild it from the room mic. Highlight will be Dec 11 instead of the 7th",
  P("T", ["highlight"], "2026-12-11"))
m("30/11/2026, 09:10", "C", "Ugh. OK, I'll tell them")
m("30/11/2026, 11:00", "J", "Claire, the botanical garden can't host the mini-sessions in December after all. "
  "Drop it for this year?")
m("30/11/2026, 11:30", "C", "Yeah let's drop it")
m("30/11/2026, 11:31", "J", "ok, no booking page then 👍", X("J", ["booking", "mini|christmas|page"]))
m("30/11/2026, 11:40", "J", "btw I'm on half days all this week, kids' school is closed for heating repairs. "
  "Mornings only", CX("J", ["half"], "2026-12-04"))

# ---- Tue 1 Dec ----
m("01/12/2026, 09:15", "P", "Landed in Lisbon ☀️")
m("01/12/2026, 21:30", "P", "Okoye-Brennan sneak peek won't happen tonight, the flat wifi is hopeless and the "
  "RAWs are still syncing. Tomorrow noon", P("P", ["sneak|preview", "okoye|brennan"], "2026-12-02"))
m("01/12/2026, 21:35", "C", "Fine, they'll survive")

# ---- Wed 2 Dec ----
m("02/12/2026, 12:30", "P", "Okoye-Brennan sneak peek sent ✔️ <This message was edited>",
  D("P", ["sneak|preview", "okoye|brennan"]))
m("02/12/2026, 15:00", "M", "Ward engagement shoot done, light was perfect 😍", D("M", ["engagement|ward"]))

# ---- Thu 3 Dec ----
m("03/12/2026, 10:00", "C", "Ward wedding Saturday! Call time 11:00")
m("03/12/2026, 13:00", "T", "Claire, I can't do the Ward wedding, my dad's in hospital and I'm driving up to "
  "Manchester tonight. Back Tuesday the 8th", CX("T", ["hospital|dad|manchester|away"], "2026-12-08"))
m("03/12/2026, 13:10", "C", "Oh Tom, so sorry. Go. I'll ask Sam to cover video")
m("03/12/2026, 13:12", "L", "I can do a second video angle if Sam needs help",
  C("L", ["video|angle"], "2026-12-05"))
m("03/12/2026, 15:00", "H", "Harrington album draft will be a day late, sending Saturday morning instead. "
  "Sorry Claire, a few spreads need redoing", P("H", ["album", "harrington|draft"], "2026-12-05"))

# ---- Fri 4 Dec ----
m("04/12/2026, 09:00", "C", "Sam is in for tomorrow and bringing his own second shooter, so Leo you stay with me")
m("04/12/2026, 09:05", "L", "ok, no video for me then 👍", X("L", ["video|angle"]))
m("04/12/2026, 11:00", "J", "Ward final payment received, all set for tomorrow!")


def build(out: Path) -> dict:
    rows = []
    labels = []
    position = 0
    people = {k: v[0] for k, v in PEOPLE.items()}
    for stamp, who, text, labs, kind in LINES:
        if kind == "sys":
            rows.append(f"{stamp} - {text}")
            continue
        rows.append(f"{stamp} - {SENDERS[who]}: {text}")
        if kind == "deleted":
            continue
        position += 1
        labels += resolve(labs, position, people)
    (out / FILE).write_text("\n".join(rows) + "\n", "utf-8")
    return {"file": FILE, "owner": OWNER, "language": "en",
            "people": {full: aliases for full, aliases in PEOPLE.values()}, "labels": labels}
