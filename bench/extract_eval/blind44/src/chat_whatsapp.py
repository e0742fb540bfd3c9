"""Chat 2: a small specialty coffee roastery (WhatsApp Android export, English)."""

from common import CX, PR, C, D, F, P, X, msg

FILE = "WhatsApp Chat with Roastery Floor.txt"
GROUP = "Roastery Floor"
OWNER = "Claire Donovan"
LANGUAGE = "en"
TEMP = "+7 916 204-37-85"  # Priya's partner's phone, not in anyone's contacts

SENDERS = {
    "CL": "Claire Donovan",
    "TO": "Tom W",
    "PR": "Priya",
    "BE": "Ben Okafor",
    "LU": "Lucy H",
    "MA": "Marco",
    "SA": "Sam Reyes",
    "NUM": TEMP,
    "SYS": "",
}

TOM, PRI, BEN = "Tomasz Wiśniewski", "Priya Raman", "Ben Okafor"
LUCY, MARCO, SAM = "Lucy Hartmann", "Marco Bellini", "Sam Reyes"

PEOPLE = {
    TOM: ["Tom W", "Tom", "Tomasz", "Tommy", "Wiśniewski"],
    PRI: ["Priya", "Pri", "Raman"],
    BEN: ["Ben Okafor", "Ben", "Benny", "Okafor"],
    LUCY: ["Lucy H", "Lucy", "Luce", "Hartmann"],
    MARCO: ["Marco", "Bellini"],
    SAM: ["Sam Reyes", "Sam", "Sammy", "Reyes"],
}

ENCRYPTED = ("Messages and calls are end-to-end encrypted. No one outside of this chat, "
             "not even WhatsApp, can read or listen to them. Tap to learn more.")

MESSAGES = [
    # --- Mon 16 Nov
    msg("11-16 07:48", "SYS", ENCRYPTED, kind="system"),
    msg("11-16 07:48", "SYS", 'Claire Donovan created group "Roastery Floor"', kind="system"),
    msg("11-16 07:49", "SYS", "Claire Donovan added Tom W, Priya, Ben Okafor, Lucy H, Marco and Sam Reyes", kind="system"),
    msg("11-16 08:02", "CL", "Morning all! New group for the holiday season so we stop losing stuff in the old one 🙈\nThis week: Christmas blend sample roasts, the Kenyan lot landing, and the wholesale orders for Hollow Cup and Bramble."),
    msg("11-16 08:05", "TO", "Morning. I'll do the first Christmas blend sample roasts tomorrow morning, 3 profiles",
        C(TOM, ["christmas", "sample"], "2026-11-17")),
    msg("11-16 08:07", "LU", "Great. Hollow Cup and Bramble are both asking for delivery dates, can we confirm Thursday?"),
    msg("11-16 08:15", "BE", "Thursday works if the bags come in. I'll pack both orders Wednesday afternoon",
        C(BEN, ["pack", "order|hollow|bramble"], "2026-11-18")),
    msg("11-16 08:16", "CL", "👍"),
    msg("11-16 09:30", "PR", "Kenya lot update: agent says customs clears it Wednesday, so it should be with us Thursday. I'll cup it the same day it lands",
        C(PRI, ["kenya", "cup"], "2026-11-19")),
    msg("11-16 09:45", "MA", "FYI the afterburner on the Probat is rattling again"),
    msg("11-16 12:10", "MA", "Had a look — fan bearing is shot. Ordered a new one, 5-7 days. Runs ok for now, just loud"),
    msg("11-16 12:12", "CL", "ugh ok. thanks Marco"),
    msg("11-16 14:00", "SA", "Heads up: I'm doing the barista training at Bramble on Thursday 10-2, so I'm offsite that day",
        CX(SAM, ["training|offsite"], "2026-11-19")),
    msg("11-16 14:40", "LU", "Claire can we talk Christmas blend wholesale pricing at some point this week?"),
    msg("11-16 16:30", "BE", "Bag supplier still hasn't sent tracking for the 1kg valve bags. I'll call them first thing tomorrow",
        C(BEN, ["supplier"], "2026-11-17")),

    # --- Tue 17 Nov
    msg("11-17 07:40", "TO", "<Media omitted>"),
    msg("11-17 07:41", "TO", "Profiles A/B/C roasted. Resting them till tmrw, cupping Wed 3pm?",
        D(TOM, ["christmas", "sample"])),
    msg("11-17 07:50", "CL", "Wed 3pm works. Priya you in?"),
    msg("11-17 07:55", "PR", "👍"),
    msg("11-17 10:15", "BE", "Called the bag people, they ship today, here Wed morning",
        D(BEN, ["supplier"])),
    msg("11-17 11:00", "LU", "Hollow Cup confirmed Thursday. Bramble want Friday instead, their storeroom is full"),
    msg("11-17 13:20", "MA", "Claire I'm out Thu and Fri this week, my brother's wedding in Porto. Back Monday",
        CX(MARCO, ["wedding|porto"], "2026-11-20")),
    msg("11-17 13:25", "CL", "Noted! Who's doing deliveries Thu/Fri then?"),
    msg("11-17 13:27", "LU", "not me, no licence 😅", F(LUCY, ["licen|driv"])),
    msg("11-17 13:30", "BE", "I can do Thursday's Hollow Cup run in my car, it's only 6 boxes",
        C(BEN, ["hollow"], "2026-11-19")),
    msg("11-17 13:31", "SA", "I'd take Bramble on Friday but someone has to lend me a van... oh wait it's Marco's van 😅"),
    msg("11-17 13:40", "CL", "Sam you can take the Golf, key's in the office"),
    msg("11-17 13:42", "SA", "ok then Bramble on Friday is mine", C(SAM, ["bramble"], "2026-11-20")),

    # --- Wed 18 Nov
    msg("11-18 09:05", "BE", "Bags here. 2000 x 1kg valve bags"),
    msg("11-18 14:10", "BE", "Both wholesale orders packed and labelled",
        D(BEN, ["pack", "order|hollow|bramble"])),
    msg("11-18 15:50", "CL", "Cupping notes: B is the winner. Tom can you push B a little longer in development and roast 20kg on Friday?"),
    msg("11-18 15:52", "TO", "on it. first batch Friday", C(TOM, ["20", "roast"], "2026-11-20")),
    msg("11-18 15:55", "PR", "I'd have gone with A, more fruit, but I'm outvoted lol"),
    msg("11-18 16:30", "LU", "I'll send the Christmas blend price sheet to all wholesale accounts by Monday",
        C(LUCY, ["price"], "2026-11-23")),

    # --- Thu 19 Nov
    msg("11-19 08:10", "PR", "Kenya delayed 🙄 customs want another phytosanitary certificate. Agent says Monday now, so I'll cup it Monday afternoon",
        P(PRI, ["kenya", "cup"], "2026-11-23")),
    msg("11-19 08:12", "CL", "classic. ok"),
    msg("11-19 11:45", "BE", "Hollow Cup delivered, they say hi 👋", D(BEN, ["hollow"])),
    msg("11-19 12:30", "SA", "<Media omitted>\ntraining went great, they want a latte art session in Jan too"),
    msg("11-19 15:00", "TO", "Claire, for the Saturday rota — can I have the early slot? I'd much rather start at 6 and be out by 2",
        PR(TOM, ["early|6"])),
    msg("11-19 15:05", "CL", "sure"),
    msg("11-19 17:20", "LU", "Note for whoever packs Bramble: the owner hates plastic, so no bubble wrap in their boxes pls"),

    # --- Fri 20 Nov
    msg("11-20 07:30", "TO", "20kg of B in the cooling tray. Smells like Christmas 🎄", D(TOM, ["20", "roast"])),
    msg("11-20 09:00", "SA", "Heading to Bramble with the Golf 🚗"),
    msg("11-20 10:20", "SA", "Bramble delivered ✅ no bubble wrap 😉", D(SAM, ["bramble"])),
    msg("11-20 11:00", "CL", "Team, health inspection is Tuesday 1 Dec. Lucy can you update the cleaning logs, Ben the pest control folder?"),
    msg("11-20 11:05", "BE", "Will do the pest folder by next Friday", C(BEN, ["pest"], "2026-11-27")),
    msg("11-20 11:20", "LU", "yep, cleaning logs Monday", C(LUCY, ["clean"], "2026-11-23")),
    msg("11-20 12:55", "SYS", f"Claire Donovan added {TEMP}", kind="system"),
    msg("11-20 13:00", "NUM", "hi all, it's Priya! my phone died in the cold room 🙃 this is my partner's number till Tuesday, the repair shop has mine",
        CX(PRI, ["phone|number"], "2026-11-24")),
    msg("11-20 13:02", "NUM", "agent confirms Kenya lands Monday 9am"),
    msg("11-20 13:10", "CL", "RIP phone. Thanks Pri"),
    msg("11-20 16:00", "LU", "Also, price sheet: PDF or google sheet? I'd really prefer PDF, cafes never open sheets",
        PR(LUCY, ["pdf"])),
    msg("11-20 16:05", "CL", "PDF is fine"),

    # --- Sat 21 Nov
    msg("11-21 10:30", "TO", "Saturday batches done, 3 x 15kg house espresso. Off home"),

    # --- Mon 23 Nov
    msg("11-23 07:55", "MA", "Back! Wedding was amazing 🥂 The afterburner bearing arrived, I'll fit it Wednesday when we're not roasting",
        C(MARCO, ["bearing"], "2026-11-25")),
    msg("11-23 08:10", "MA", "Also I'll drive over to Hendrik's workshop on Friday and pick up the new grinder burrs",
        C(MARCO, ["burr"], "2026-11-27")),
    msg("11-23 08:30", "LU", "Cleaning logs done and filed 🧽", D(LUCY, ["clean"])),
    msg("11-23 09:10", "NUM", "Kenya is here!! 40 bags. cupping at 2"),
    msg("11-23 15:20", "NUM", "Kenya cupped. 87.5 from me, really juicy, blackcurrant and tomato. Sending full notes to Claire tonight",
        D(PRI, ["kenya", "cup"]), C(PRI, ["note"], "2026-11-23")),
    msg("11-23 15:25", "CL", "🙌"),
    msg("11-23 17:00", "LU", "Price sheet — still waiting on final costing from Claire, so tomorrow EOD, sorry!",
        P(LUCY, ["price"], "2026-11-24")),
    msg("11-23 17:02", "CL", "my bad, sending costing now"),
    msg("11-23 17:30", "BE", "This message was deleted", kind="deleted"),
    msg("11-23 17:31", "BE", "wrong chat sorry"),

    # --- Tue 24 Nov
    msg("11-24 09:00", "SA", "Hey! I'd love to start the Instagram posts for the Christmas blend. I'll have drafts of 3 posts by Thursday",
        C(SAM, ["post|instagram"], "2026-11-26")),
    msg("11-24 09:05", "SA", "and I'll run the public cupping on Saturday 28th at 11 if that's ok?",
        C(SAM, ["cupping"], "2026-11-28")),
    msg("11-24 09:10", "CL", "go for it"),
    msg("11-24 10:15", "BE", "Claire, subscriptions: 142 boxes for December. I'll start Monday the 30th and have them all packed by Wednesday 2nd",
        C(BEN, ["subscri"], "2026-12-02")),
    msg("11-24 11:30", "PR", "Got my phone back 🎉 ignore the +7 916 number from now"),
    msg("11-24 11:31", "SYS", f"Claire Donovan removed {TEMP}", kind="system"),
    msg("11-24 16:55", "LU", "Price sheet sent to all 11 wholesale accounts. PDF, obviously 😉", D(LUCY, ["price"])),
    msg("11-24 21:10", "TO", "Claire, heads-up, I might be slow on messages in the evenings, my daughter's teething and nobody sleeps 😵",
        F(TOM, ["daughter"])),

    # --- Wed 25 Nov
    msg("11-25 08:00", "MA", "No roasting this morning pls, fitting the bearing"),
    msg("11-25 11:40", "MA", "Bearing in. Afterburner quiet as a mouse 🐭", D(MARCO, ["bearing"])),
    msg("11-25 12:00", "CL", "Marco you legend"),
    msg("11-25 12:30", "PR", "Claire, the Colombian decaf people offered the new lot at 9.20/kg. I can get samples by Monday if you want",
        C(PRI, ["decaf", "sample"], "2026-11-30")),
    msg("11-25 12:35", "CL", "yes please"),
    msg("11-25 14:00", "BE", "Pest control folder: contractor still hasn't sent the November report. I'll have the folder done by Monday instead",
        P(BEN, ["pest"], "2026-11-30")),
    msg("11-25 15:30", "LU", "Reminder for everyone: I'm off 2nd to 4th Dec, dentist surgery + recovery. I'll have the laptop but no calls pls",
        CX(LUCY, ["dentist|surgery"], "2026-12-04")),
    msg("11-25 15:32", "SA", "good luck Lucy 🦷"),

    # --- Thu 26 Nov
    msg("11-26 09:00", "SA", "<Media omitted>\ndraft posts 1-3, thoughts?", D(SAM, ["post|instagram"])),
    msg("11-26 09:20", "CL", "Love 1 and 3. 2 feels too salesy"),
    msg("11-26 09:22", "SA", "fair 😅"),
    msg("11-26 11:00", "LU", "Bramble want to move to the 5kg bags from January. Told them I'd confirm by the 9th",
        C(LUCY, ["bramble"], "2026-12-09")),
    msg("11-26 13:00", "TO", "Christmas blend: I'll have the full 150kg roasted by Wednesday the 2nd",
        C(TOM, ["150"], "2026-12-02")),
    msg("11-26 13:05", "BE", "then I'll bag it Thursday 3rd", C(BEN, ["christmas|blend"], "2026-12-03")),
    msg("11-26 15:45", "MA", "Hendrik's posting the burrs instead, so no Friday trip after all", X(MARCO, ["burr"])),
    msg("11-26 16:00", "MA", "I'm doing a Metro run Saturday for cleaning supplies, need anything?"),
    msg("11-26 16:05", "SA", "oat milk x6 pls 🙏"),
    msg("11-26 16:06", "MA", "👍"),
    msg("11-26 17:30", "PR", "Btw for the new folks — yes I'm a licensed Q grader, so if a green sample needs scoring just leave it on my desk",
        F(PRI, ["q grader|q-grader|q arabica"])),

    # --- Fri 27 Nov
    msg("11-27 08:30", "BE", "Contractor sent the pest report! Folder done ✅", D(BEN, ["pest"])),
    msg("11-27 10:00", "PR", "Decaf samples arriving Monday 10am"),
    msg("11-27 11:15", "CL", "Sam, let's scrap tomorrow's public cupping, only 2 sign-ups. Not worth opening up for",
        X(SAM, ["cupping"])),
    msg("11-27 11:20", "SA", "aw ok 😢"),
    msg("11-27 14:00", "PR", "Claire, small ask: can you send me green coffee offers by email rather than here? I lose them in the chat",
        PR(PRI, ["email|e-mail"])),
    msg("11-27 14:05", "CL", "will do"),

    # --- Sat 28 Nov
    msg("11-28 10:15", "MA", "<Media omitted>\nMetro haul. oat milk for Sam 🥛"),

    # --- Mon 30 Nov
    msg("11-30 08:00", "BE", "Subscription packing started, 142 boxes 📦"),
    msg("11-30 09:00", "BE", "also my back's playing up, physio says no lifting full sacks up to and including Friday. So green coffee sacks → someone else this week pls",
        CX(BEN, ["back|sack|lift"], "2026-12-04")),
    msg("11-30 09:05", "TO", "I'll move the sacks, no worries", C(TOM, ["sack"])),
    msg("11-30 10:40", "PR", "Decaf samples in. Roasting one today, will cup it tomorrow",
        D(PRI, ["decaf", "sample"]), C(PRI, ["decaf", "cup"], "2026-12-01")),
    msg("11-30 12:00", "CL", "Who's around Sat 12th for the Christmas market stall? Lucy's out"),
    msg("11-30 12:10", "MA", "me, if I can leave by 4", C(MARCO, ["market|stall"], "2026-12-12")),
    msg("11-30 12:12", "SA", "I'll do it too!", C(SAM, ["market|stall"], "2026-12-12")),
    msg("11-30 14:00", "TO", "Claire, if we can avoid it I'd rather not do Sunday shifts in December, family stuff",
        PR(TOM, ["sunday"])),
    msg("11-30 16:20", "LU", "Bramble 5kg thing — I'll confirm with them tomorrow before I'm off, not the 9th",
        P(LUCY, ["bramble"], "2026-12-01")),

    # --- Tue 1 Dec
    msg("12-01 08:00", "CL", "Inspector here at 10. Everyone tidy your stations pls 🙏"),
    msg("12-01 09:30", "PR", "Decaf cupped. 84, a bit flat. I'd pass on it", D(PRI, ["decaf", "cup"])),
    msg("12-01 12:00", "CL", "Inspection passed!! 5 stars ⭐ Thanks Lucy and Ben for the folders"),
    msg("12-01 13:00", "LU", "Bramble confirmed, 5kg bags from Jan", D(LUCY, ["bramble"])),
    msg("12-01 15:00", "TO", "Christmas blend day 1: 75kg done"),
    msg("12-01 15:10", "BE", "Subscriptions 90/142"),
    msg("12-01 17:00", "MA", "Small news: I passed the Probat service technician course, officially certified now 🎓",
        F(MARCO, ["certif"])),

    # --- Wed 2 Dec
    msg("12-02 12:30", "TO", "150kg done ✅", D(TOM, ["150"])),
    msg("12-02 14:00", "BE", "Subscriptions all packed, courier picks up tomorow 9am", D(BEN, ["subscri"])),
    msg("12-02 14:05", "SA", "btw I don't drink coffee after 2pm, so if anyone's making a round — tea for me 😄",
        PR(SAM, ["tea"])),
    msg("12-02 16:00", "BE", "Fun fact, today's my 4-year anniversary here 🎉 started Dec 2022 as the first hire after Claire",
        F(BEN, ["2022|4 year|four year|4-year"])),
    msg("12-02 16:10", "CL", "🎉🎉 best hire ever"),

    # --- Thu 3 Dec
    msg("12-03 09:00", "BE", "Bagging the Christmas blend today, don't give me anything else pls 😂"),
    msg("12-03 16:40", "BE", "Christmas blend half bagged, the filler jammed twice. Will finish tomorrow morning",
        P(BEN, ["christmas|blend"], "2026-12-04")),
    msg("12-03 16:45", "MA", "I'll look at the filler tomorrow first thing", C(MARCO, ["filler"], "2026-12-04")),
    msg("12-03 16:50", "PR", "typical machine behaviour before christmas 😂"),

    # --- Fri 4 Dec
    msg("12-04 08:45", "MA", "Filler cleared, it was a chaff plug in the hopper. Fine now", D(MARCO, ["filler"])),
    msg("12-04 11:00", "BE", "All Christmas blend bagged 🎄 600 bags", D(BEN, ["christmas|blend"]), edited=True),
    msg("12-04 11:05", "CL", "You're all amazing. Drinks on me tonight 🍻"),
    msg("12-04 11:07", "TO", "😍"),
    msg("12-04 11:10", "SA", "YES"),
]
