"""Chat 2: a rowing club's coaches & ops group, WhatsApp (Android) txt export, English."""

from dsl import Chat, L

OWNER = "Helen Marsh"
GROUP = "RRC Coaches & Ops"
SENDERS = {
    "H": "Helen Marsh",
    "T": "Tom Whitaker",
    "P": "Priya Nair",
    "G": "Gareth Lloyd",
    "S": "Sophie Klein",
    "M": "Marcus Obi",
    "MX": "+44 7700 900418",  # Marcus from his wife's phone: not a saved contact
    "B": "Beth Carrow",
}
TOM = "Tom Whitaker"
PRI = "Priya Nair"
GAR = "Gareth Lloyd"
SOP = "Sophie Klein"
MAR = "Marcus Obi"
BET = "Beth Carrow"
PEOPLE = {
    TOM: ["Tom", "Tommo", "Whitaker"],
    PRI: ["Priya", "Pri", "Nair"],
    GAR: ["Gareth", "Gaz", "Lloyd"],
    SOP: ["Sophie", "Soph", "Klein"],
    MAR: ["Marcus", "Marc", "Obi"],
    BET: ["Beth", "Bethany", "Carrow"],
}

c = Chat()
m = c.msg

c.day("2026-11-16")
m("07:58", "", "Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
  "WhatsApp, can read or listen to them. Tap to learn more.", service=True)
m("07:58", "", 'Helen Marsh created group "RRC Coaches & Ops"', service=True)
m("07:59", "", "Helen Marsh added Tom Whitaker, Priya Nair, Gareth Lloyd, Sophie Klein, Marcus Obi and "
  "Beth Carrow", service=True)
m("08:05", "H", "Morning all, new group for the coaching/ops stuff so the main club chat stays sane.\n"
  "Three things this fortnight: Bumblebee's hull, the launch service before the Small Boats Head on "
  "the 5th, and 2k erg tests for the seniors. Let's not leave it all to the last week please")
m("08:20", "T", "I'll take Bumblebee to Hudson's on Weds, they said they can look at the crack same day",
  L("commitment", TOM, ["bumblebee"], "2026-11-18"))
m("08:22", "T", "Also FYI I'm working from home all this week so I'm around the boathouse in the day if "
  "anything needs doing",
  L("context", TOM, ["home|wfh"], "2026-11-20"))
m("08:31", "G", "Launch needs to go to Marine Motors for the service. I'll drop it off Monday 23rd, they "
  "do it on the 24th",
  L("commitment", GAR, ["launch|marine motors"], "2026-11-23"))
m("08:45", "P", "Juniors' parents still haven't had the winter training dates. I'll email them tonight",
  L("commitment", PRI, ["parent"], "2026-11-16"))
m("08:47", "H", "Thanks Pri")
m("09:30", "S", "Reminder: 14 members still haven't paid Q4 subs. I'll send chasers by Friday, but can "
  "someone tell me who's actually still rowing? Half of them might have quit",
  L("commitment", SOP, ["subs|chaser"], "2026-11-20"))
m("09:41", "M", "I can go through the outing sheets and tell you who's been out since September. "
  "Tomorrow evening ok?",
  L("commitment", MAR, ["outing|sheet|list"], "2026-11-17"))
m("09:42", "S", "perfect")
m("12:15", "B", "Entries for the Small Boats Head close on the 27th. I'll enter the 2 doubles and the "
  "masters quad once Gareth confirms crews",
  L("commitment", BET, ["entr"], "2026-11-27"))
m("12:40", "G", "Masters quad: me, Dave, Ian, Rob. Rob's back is dodgy though so I'll confirm for "
  "definite by Sunday",
  L("commitment", GAR, ["crew|quad"], "2026-11-22"))
m("12:41", "B", "👍")
m("21:50", "P", "Parents email sent. Already got 3 replies asking about the Christmas break 🙄",
  L("done", PRI, ["parent"]))

c.day("2026-11-17")
m("06:15", "G", "Red boards up. River's closed till at least Thursday per the EA. Ergs instead this "
  "morning")
m("06:16", "T", "Erg room's open, heating on")
m("07:30", "H", "Sophie, can you also sort the key fob list? There are fobs out with people who left "
  "in 2024")
m("07:52", "S", "Yes will do, probably next week though, subs first. Also getting the new membership "
  "cards printed this week",
  L("commitment", SOP, ["fob"]),
  L("commitment", SOP, ["card"]), re=1)
m("19:40", "M", "<Media omitted>")
m("19:41", "M", "That's the list. 9 of the 14 have been out at least once since Sept, the other 5 I'd "
  "say are gone",
  L("done", MAR, ["outing|sheet|list"]))
m("19:55", "S", "You're a star Marcus")

c.day("2026-11-18")
m("10:20", "T", "At Hudson's. Crack is only in the gelcoat on the bow section, not structural. £180, "
  "ready Monday. I'll collect Mon after work",
  L("done", TOM, ["bumblebee"]),
  L("commitment", TOM, ["collect|pick up|pick-up|fetch"], "2026-11-23"))
m("10:25", "H", "£180 is fine. Sophie please pay them when they invoice")
m("10:40", "S", "will do", L("commitment", SOP, ["pay|invoice|hudson"]), re=1)
m("13:05", "P", "Can I flag something — for juniors I'd really rather do Sundays only from now on. "
  "Saturday 7am and then Sunday every weekend is killing me",
  L("preference", PRI, ["sunday"]))
m("13:20", "H", "Understood. Gareth could you take the Saturday juniors from the 28th?")
m("13:45", "G", "Yes if I'm not racing — the 5th is the head so not that one",
  L("commitment", GAR, ["saturday|junior"], "2026-11-28"), re=1)
m("13:46", "H", "Fine, I'll cover the 5th myself")

c.day("2026-11-19")
m("07:10", "B", "Club insta is at 998 followers 👀")
m("07:12", "T", "I'll make a second account 😂")
m("09:00", "S", "Chasers sent to the 9 active ones. The other 5 I've emailed asking if they want to "
  "cancel their membership",
  L("done", SOP, ["subs|chaser"]))
m("11:05", "H", "Soph, forget the printed cards — the new booking app does digital ones, no point "
  "paying for plastic")
m("11:20", "S", "Fine by me, I'll cancel the print order",
  L("cancelled", SOP, ["card"]), re=1)
m("12:30", "G", "FYI I'm away 26th–29th, my sister's wedding in Cardiff. Phone on but don't expect much",
  L("context", GAR, ["away|wedding|cardiff"], "2026-11-29"))
m("12:34", "H", "Gaz that's the 28th you were starting Saturday juniors 😅")
m("12:40", "G", "Ah. Start me from the 12th then? I'm racing the 5th",
  L("postponed", GAR, ["saturday|junior"], "2026-12-12"), re=1)
m("12:41", "P", "I can do the 28th, no worries",
  L("commitment", PRI, ["saturday|junior"], "2026-11-28"))
m("12:45", "H", "Thanks both")

c.day("2026-11-20")
m("08:00", "MX", "Hi all it's Marcus, my phone died in the river yesterday (don't ask). This is Jen's "
  "phone till I sort a new one")
m("08:02", "T", "😂😂 launch or bank?")
m("08:05", "MX", "Bank. Reaching for a blade. Anyway I'll still do launch cover Sunday",
  L("commitment", MAR, ["cover"], "2026-11-22"))
m("08:09", "P", "Is Marcus allowed to drive the launch on his own? I thought it had to be Gareth")
m("08:12", "MX", "I've had my RYA Powerboat Level 2 since 2019 Pri 😉",
  L("fact", MAR, ["rya|powerboat"]), re=1)
m("08:13", "P", "oops, sorry!")
m("10:10", "H", "Erg tests: seniors do 2k on Tuesday 1st Dec. Priya can you set up the spreadsheet and "
  "check the monitors?")
m("10:30", "P", "Yep, sheet by next Friday and I'll go through all the PM5s",
  L("commitment", PRI, ["spreadsheet|sheet"], "2026-11-27"),
  L("commitment", PRI, ["pm5|monitor"]), re=1)
m("15:45", "B", "Has anyone got photos from the Hampton head? Need some for the winter kit post")
m("15:50", "T", "<Media omitted>")
m("15:50", "T", "<Media omitted>")
m("15:51", "B", "amazing ty")

c.day("2026-11-21")
m("09:10", "G", "Rob's out. Masters quad will be me, Dave, Ian and Chris. That's final",
  L("done", GAR, ["crew|quad"]))
m("09:12", "B", "Entering now")
m("09:40", "B", "Doubles and quad entered, £96 total, paid on the club card",
  L("done", BET, ["entr"]))
m("09:42", "S", "Beth can you email me the receipt? PDF please, not a screenshot, the accounts software "
  "chokes on images",
  L("preference", SOP, ["pdf"]), re=1)
m("09:43", "B", "ok ok 😅")

c.day("2026-11-22")
m("11:30", "MX", "Launch cover done, 3 crews out, all fine. Water still a bit high",
  L("done", MAR, ["cover"]))
m("11:32", "MX", "And for future reference — if launch cover changes, ring me, don't text. I never "
  "look at WhatsApp on the water",
  L("preference", MAR, ["ring|call"]))
m("16:00", "H", "Christmas social — Saturday 12th Dec. Beth, Marcus, still up for organising?")
m("16:20", "B", "Yes! I'll book the back room at the Anchor by the end of the month",
  L("commitment", BET, ["anchor|book"], "2026-11-30"))
m("16:35", "MX", "Yeah I'll sort the raffle prizes",
  L("commitment", MAR, ["raffle"]))

c.day("2026-11-23")
m("18:40", "G", "Launch dropped at Marine Motors. They'll ring when it's done",
  L("done", GAR, ["launch|marine motors"]))
m("19:10", "T", "Bumblebee collected, looks like new. Back on the rack",
  L("done", TOM, ["collect|pick up|pick-up|fetch"]))
m("19:15", "H", "👏")
m("20:05", "M", "New phone, back on my own number. Ignore the 7700 one")
m("20:06", "", "Marcus Obi changed their phone number to a new number. Tap to message or add the new "
  "number.", service=True)

c.day("2026-11-24")
m("09:00", "S", "Hudson's invoice paid",
  L("done", SOP, ["pay|invoice|hudson"]))
m("12:20", "P", "Helen, heads up — I'm on a school trip with my Year 9s 30 Nov to 2 Dec (I teach "
  "geography in my day job lol). So I won't be at the erg test on the 1st. Sheet will be ready before",
  L("context", PRI, ["trip"], "2026-12-02"),
  L("fact", PRI, ["geograph|teach"]))
m("12:25", "H", "Ok. Gareth, can you run the erg test then?")
m("12:50", "G", "Can do", L("commitment", GAR, ["erg|2k"], "2026-12-01"), re=1)
m("15:00", "T", "Riggers on the eight are seizing up. I'll strip and greese them all on Saturday",
  L("commitment", TOM, ["rigger"], "2026-11-28"))

c.day("2026-11-25")
m("08:15", "S", "Of the 5 'gone' members 3 have replied to cancel, 2 total silence. I'll cancel the 2 "
  "at month end unless they shout. I'm an accountant by day, I can't leave the numbers messy 🙈",
  L("commitment", SOP, ["membership|cancel"], "2026-11-30"),
  L("fact", SOP, ["accountant"]))
m("08:30", "M", "Who's got the spare safety bag? The launch one is missing its throwline")
m("08:45", "G", "Spare is in the boathouse office, top shelf")
m("08:50", "M", "I'll get a new throwline orderd, they're like £25",
  L("commitment", MAR, ["throw"]))
m("10:00", "H", "Marcus, agreed, go ahead")
m("14:00", "B", "Anchor's booked for the 12th, back room, 7pm, £150 deposit. Sophie can the club pay the "
  "deposit?",
  L("done", BET, ["anchor|book"]))
m("14:10", "S", "Yes, I'll tranfer it tomorrow",
  L("commitment", SOP, ["deposit"], "2026-11-26"), re=1)

c.day("2026-11-26")
m("09:00", "S", "Deposit paid 🍻", L("done", SOP, ["deposit"]))
m("11:30", "G", "Marine Motors rang, launch is ready but they can't hold it past Monday. I'm in Cardiff, "
  "can someone pick it up?")
m("11:45", "T", "I'll get it Saturday morning before the riggers",
  L("commitment", TOM, ["launch"], "2026-11-28"), re=1)
m("12:00", "B", "This message was deleted", stub=True)
m("12:01", "B", "wrong chat sorry")
m("20:10", "P", "Erg sheet's in the shared drive, one tab per squad. 2 of the PM5s had dead batteries, "
  "replaced",
  L("done", PRI, ["spreadsheet|sheet"]),
  L("done", PRI, ["pm5|monitor"]))

c.day("2026-11-27")
m("08:20", "H", "Beth, could you do a post about the erg test afterwards? Just the PBs, not the full "
  "list please, some of the masters are sensitive 😄")
m("08:30", "B", "Sure, I'll do it Weds after Gareth sends me the numbers",
  L("commitment", BET, ["post|pb"], "2026-12-02"), re=1)
m("08:32", "B", "Also — I'd much rather people sent me photos here on WhatsApp than on the Google Drive, "
  "I never see the Drive notifications",
  L("preference", BET, ["whatsapp"]))
m("17:30", "T", "Plot twist, Marine Motors only open till 10 on Saturdays. I'll be there 8:30")

c.day("2026-11-28")
m("09:05", "T", "Launch back at the club 👍 fuel topped up too",
  L("done", TOM, ["launch"]))
m("12:30", "T", "Riggers: 6 of 8 done, the 2 on bow side need new bolts. I'll finish them Thursday "
  "evening",
  L("postponed", TOM, ["rigger"], "2026-12-03"))
m("12:40", "P", "Saturday juniors done, 11 kids, freezing 🥶",
  L("done", PRI, ["saturday|junior"]))
m("12:41", "H", "Thank you Pri!")

c.day("2026-11-29")
m("10:00", "M", "Throwline ordered, arrives Weds",
  L("done", MAR, ["throw"]))
m("14:00", "G", "Back from Cardiff. Hungover but alive")
m("14:05", "H", "Welcome back 😄")

c.day("2026-11-30")
m("08:40", "S", "Cancelled the 2 silent memberships, we're at 61 active now",
  L("done", SOP, ["membership|cancel"]), edited=True)
m("09:00", "S", "And the key fobs — I'll finish it by the 9th, not this week, sorry",
  L("postponed", SOP, ["fob"], "2026-12-09"))
m("11:30", "G", "Helen — I'm on nights at work this week till Thursday, so the erg test tomorrow has to "
  "be 6am not 7pm",
  L("context", GAR, ["night"], "2026-12-03"))
m("11:35", "H", "6am works, I'll tell the seniors", re=1)
m("16:00", "B", "Marcus raffle update??")
m("16:20", "M", "6 prizes so far incl a Concept2 voucher. Aiming for 10", re=1)

c.day("2026-12-01")
m("07:45", "G", "Erg test done, 14 seniors. Beth, numbers are in your inbox",
  L("done", GAR, ["erg|2k"]))
m("07:50", "T", "Gaz did Chris really do 6:31 😂")
m("07:51", "G", "He did. Don't tell him I told you it's a PB")
m("07:52", "B", "Tom! Helen said PBs only, no gossip 😂")

c.day("2026-12-02")
m("09:15", "B", "PB post will go up tomorrow instead, need Helen's ok on the wording first",
  L("postponed", BET, ["post|pb"], "2026-12-03"))
m("09:20", "H", "sent you comments")
m("12:00", "M", "New throwline's in the launch safety bag")
m("13:00", "T", "Riggers on Thursday might not happen, my daughter's school concert. Friday afternoon "
  "latest",
  L("postponed", TOM, ["rigger"], "2026-12-04"))

c.day("2026-12-03")
m("10:00", "B", "PB post is live! 🚣", L("done", BET, ["post|pb"]))
m("10:02", "B", "Oh and I can't do Weds evenings for anything social — I cox for the uni on Wednesdays",
  L("fact", BET, ["cox"]))
m("12:00", "H", "Head race logistics: trailer leaves Saturday 6:30. Tom, are you towing? And we need a "
  "first aider on the bank")
m("12:05", "T", "Yes, as long as the trailer lights are fixed. Marcus said he'd look at them?",
  L("commitment", TOM, ["tow|trailer"], "2026-12-05"), re=1)
m("12:10", "G", "First aider is me, did the renewal in the summer, good till 2029",
  L("fact", GAR, ["first aid|first-aid|first aider"]))
m("12:30", "M", "Yeah I'll sort the lights tomorrow after work",
  L("commitment", MAR, ["light"], "2026-12-04"), re=2)
m("14:00", "S", "Fyi off sick today and tomorrow, flu. Emails only",
  L("context", SOP, ["sick|flu"], "2026-12-04"))
m("14:10", "H", "Get well soon Soph")
m("14:11", "P", "Feel better!! 💐")

c.day("2026-12-04")
m("08:00", "G", "Race day plan: I'll bring the spare blades and the toolbox",
  L("commitment", GAR, ["blade|tool"], "2026-12-05"))
m("11:00", "M", "Bad news, need a part for the trailer lights, won't arrive till Monday. I'll fit it "
  "Monday night. Can we borrow Kingston's trailer?",
  L("postponed", MAR, ["light"], "2026-12-07"))
m("11:20", "H", "Kingston said yes. Tom, no need to tow, they're bringing their trailer with our boats "
  "on it")
m("11:25", "T", "Fine by me. Riggers done btw, all 8",
  L("cancelled", TOM, ["tow|trailer"]),
  L("done", TOM, ["rigger"]), re=1)
m("17:00", "B", "Good luck tomorrow all!! 🚣‍♀️")
m("17:02", "P", "Go RRC!")

CHAT = c
