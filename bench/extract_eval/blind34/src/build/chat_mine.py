"""Chat 2: an open-pit mine's shift crew, WhatsApp (Android) export, English."""

from common import Chat, L

FILE = "WhatsApp Chat with Pit 3 B Crew.txt"
LANGUAGE = "en"
OWNER = "Dan Whitaker"

MAR = "Marcus Reid"
PRI = "Priya Nair"
TOM = "Tomasz Kowalski"
AI = "Aisha Bello"
LI = "Liam O'Connor"
GR = "Grace Mwangi"

PEOPLE = {
    MAR: ["Marcus", "Marc", "Reidy", "Reid"],
    PRI: ["Priya", "Priya Geo", "Nair"],
    TOM: ["Tomek", "Tom", "Tom K", "Tomasz", "Kowalski"],
    AI: ["Aisha", "Ash", "Bello"],
    LI: ["Liam", "Lee", "O'Connor"],
    GR: ["Grace", "Grace HSE", "Mwangi"],
}

D = "Dan Whitaker"
sMAR = "Marcus Reid"
sPRI = "Priya Geo"
sTOM = "Tomek"
sAI = "Aisha Bello"
sLI = "Liam O'Connor"
sLI2 = "+7 912 448-30-17"  # Liam's temporary phone, never saved
sGR = "Grace HSE"

c = Chat()
m = c.m

# --- Mon 16 Nov (day shift) ---
m("2026-11-16 05:40", "", "Messages and calls are end-to-end encrypted. No one outside of this "
  "chat, not even WhatsApp, can read or listen to them. Tap to learn more.", system=True)
m("2026-11-16 05:41", "", 'Dan Whitaker changed the subject from "B Crew" to "Pit 3 B Crew"',
  system=True)
m("2026-11-16 05:52", D,
  "Morning all. Days this week, nights from Monday 23rd for two weeks (A crew is short). "
  "Pre-start 06:15 in the crib room")
m("2026-11-16 05:58", sMAR, "👍")
m("2026-11-16 06:02", sGR,
  "Ramp 2 was icy at 5am. Grader's been told. Go slow on the switchback")
m("2026-11-16 06:40", D,
  "Tomek, night crew says HT-14 was pulling left under braking on Friday. Can you have a "
  "look today?")
m("2026-11-16 06:48", sTOM, "on it. will check it after crib, around 10",
  L("commitment", TOM, ["HT-14|HT14|truck 14"], due="2026-11-16"))
m("2026-11-16 07:15", sPRI,
  "Grade control samples from bench 1140 need bagging before the drill rig moves onto the "
  "next pattern")
m("2026-11-16 07:20", sAI, "we won't start drilling 1140 till wednesday so you've got time")
m("2026-11-16 07:22", sPRI,
  "perfect. I'll have them all bagged and on the lab run by tuesday arvo then",
  L("commitment", PRI, ["sample"], due="2026-11-17"))
m("2026-11-16 10:55", sTOM,
  "HT-14: rear left pads down to 3mm and the caliper's sticking. Pads on backorder till "
  "thursday. Parking it up",
  L("done", TOM, ["HT-14|HT14|truck 14"]))
m("2026-11-16 11:02", D, "Ok. Marcus, you'll have to jump on HT-09 for the week")
m("2026-11-16 11:05", sMAR, "all good, I prefer the 09 anyway, the seat in 14 kills my back",
  L("preference", MAR, ["09"]))
m("2026-11-16 11:10", sTOM, "I'll fit the new pads thursday as soon as stores get them in",
  L("commitment", TOM, ["pad"], due="2026-11-19"))
m("2026-11-16 15:30", D,
  "Aisha, blast for 1140 is Friday 12:30? Need the exclusion zone plan to Grace by Wednesday")
m("2026-11-16 15:41", sAI, "yes friday 12:30. I'll send the exclusion plan to Grace tomorrow "
  "morning",
  L("commitment", AI, ["exclusion"], due="2026-11-17"))
m("2026-11-16 15:44", sGR, "thanks. paper copy too please, I mark them up by hand",
  L("preference", GR, ["paper|print|hard cop"]))
m("2026-11-16 17:45", sLI,
  "Dozer D10 throwing a hydraulic temp warning again, second time this month. Logged it in "
  "the prestart app")
m("2026-11-16 17:50", D, "Tomek?")
m("2026-11-16 17:58", sTOM, "yep first thing tomorrow",
  L("commitment", TOM, ["dozer|D10|hydraulic"], due="2026-11-17"))

# --- Tue 17 Nov ---
m("2026-11-17 06:30", sAI, "Exclusion plan sent to Grace, hard copy on her desk",
  L("done", AI, ["exclusion"]))
m("2026-11-17 06:35", sGR, "got it cheers")
m("2026-11-17 09:40", sTOM,
  "D10: oil cooler fins packed solid with mud. Washed out, temp back to normal. Will keep "
  "an eye on it",
  L("done", TOM, ["dozer|D10|hydraulic"]))
m("2026-11-17 09:45", sLI, "legend")
m("2026-11-17 10:00", D,
  "Safety stand-down Thursday 14:00, whole crew. Grace is running it, topic is winter ramp "
  "driving")
m("2026-11-17 10:05", sGR,
  "I'll bring the new winter driving SOP printed for everyone. And I'll run a spill kit "
  "refresher the Thursday after, 26th, same time",
  L("commitment", GR, ["SOP|winter"], due="2026-11-19"),
  L("commitment", GR, ["spill"], due="2026-11-26"))
m("2026-11-17 10:09", sTOM,
  "btw if you need me during the stand-down text me, don't call. can't hear a thing in the "
  "workshop",
  L("preference", TOM, ["text"]))
m("2026-11-17 16:20", sPRI, "1140 samples all bagged, 46 bags, went on the 4pm lab run",
  L("done", PRI, ["sample"]))
m("2026-11-17 18:10", sMAR, "<Media omitted>")
m("2026-11-17 18:11", sMAR,
  "crack in the windscreen on 09, chip from the shovel. not in my line of sight, ok to run?")
m("2026-11-17 18:20", sTOM,
  "fine for now. I'll get stores to order a new screen, usually 2 weeks",
  L("commitment", TOM, ["windscreen|screen"]))

# --- Wed 18 Nov ---
m("2026-11-18 06:20", D,
  "Morning. GM is doing a site walk tomorrow at 10. Keep the crib room tidy please 😅")
m("2026-11-18 06:25", sLI, "define tidy")
m("2026-11-18 07:50", sAI, "DR-3 has the 1140 pattern loaded, drilling from 10")
m("2026-11-18 12:15", sGR,
  "Dan, I'm away Mon-Wed next week for the HSE audit at the regional office. Marcus could "
  "be acting safety rep while I'm out if he's ok with it",
  L("context", GR, ["audit|regional|away"], until="2026-11-25"))
m("2026-11-18 12:30", sMAR, "yeah no worries, I'll cover safety rep mon-wed",
  L("commitment", MAR, ["safety rep|safety"]))
m("2026-11-18 12:31", D, "Cheers Marcus")
m("2026-11-18 19:40", sLI,
  "Q for Priya, low grade from 1120 still going to stockpile or to waste now?")
m("2026-11-18 19:55", sPRI,
  "stockpile LG2 until I say otherwise. I'll update the dig plan map tomorrow and put it up "
  "in the crib",
  L("commitment", PRI, ["dig plan|map"], due="2026-11-19"))

# --- Thu 19 Nov ---
m("2026-11-19 08:10", sTOM, "Pads arrived. HT-14 on the pad now, back by lunch hopefully")
m("2026-11-19 09:05", sPRI, "Dig plan updated, new map's on the board",
  L("done", PRI, ["dig plan|map"]))
m("2026-11-19 12:40", sTOM,
  "HT-14 back in service. new pads both rear, caliper freed up, test stopped it on the "
  "ramp ✅",
  L("done", TOM, ["pad"]))
m("2026-11-19 14:50", sGR,
  "Thanks all for the stand-down. SOP copies are in the crib, take one if you missed out",
  L("done", GR, ["SOP|winter"]))
m("2026-11-19 15:00", D,
  "Good session. Liam, as discussed, you're checking the ramp 2 windrows every shift start "
  "next week?")
m("2026-11-19 15:12", sLI, "yep every shift start, I'll log it in the app",
  L("commitment", LI, ["windrow"]))
m("2026-11-19 16:00", sAI,
  "Blast tomorrow confirmed 12:30, sirens from 12:15. Liam can you park the dozer outside the "
  "500m line by 12")
m("2026-11-19 16:03", sLI, "sure will do",
  L("commitment", LI, ["dozer|500"], due="2026-11-20"))

# --- Fri 20 Nov ---
m("2026-11-20 11:50", sGR, "Exclusion zone swept, all clear")
m("2026-11-20 12:45", sAI,
  "Blast fired 12:31. Fragmentation looks good from here. Re-entry once the fumes clear")
m("2026-11-20 13:10", sAI, "All clear, 1140 open")
m("2026-11-20 13:15", D, "Nice work team")
m("2026-11-20 13:22", sAI,
  "ta. for the new guys asking — I'm the only one on B crew with a shotfirer ticket, so if "
  "I'm off there's no blasting on our shift",
  L("fact", AI, ["shotfirer"]))
m("2026-11-20 17:30", sMAR,
  "Dan, my kid's school concert is Tue 1st Dec at 6pm, we'll be on nights. Any chance I "
  "start at 21:00 instead of 18:00 that night? I'll make up the hours on Thursday 3rd",
  L("context", MAR, ["concert|21"], until="2026-12-01"),
  L("commitment", MAR, ["hours"], due="2026-12-03"))
m("2026-11-20 17:40", D, "Should be fine, I'll sort someone to cover the first 3 hours")
m("2026-11-20 17:44", sLI, "I can run the 09 till he's in, no dramas",
  L("commitment", LI, ["cover|09"], due="2026-12-01"))

# --- Sat 21 Nov ---
m("2026-11-21 07:00", sTOM, "Stores ordered the windscreen for 09, ETA 2nd Dec",
  L("done", TOM, ["windscreen|screen"]))
m("2026-11-21 10:30", sPRI,
  "Lab results back for 1140, average 1.8 g/t, better than the model. I'll send the "
  "updated block model to Dan on Monday",
  L("commitment", PRI, ["block model"], due="2026-11-23"))
m("2026-11-21 10:35", D, "🔥")

# --- Sun 22 Nov ---
m("2026-11-22 06:10", sGR,
  "Reminder, fatigue forms due before nights start. Print, sign, in my tray by Monday 5pm")
m("2026-11-22 06:30", sAI, "I'll drop mine and the blast crew's tomorrow before 5",
  L("commitment", AI, ["fatigue"], due="2026-11-23"))
m("2026-11-22 14:20", sLI,
  "selling my old ute if anyone's keen, 2015 hilux, 180k on the clock")
m("2026-11-22 14:25", sMAR, "how much")
m("2026-11-22 14:26", sLI, "for you? double 😂")

# --- Mon 23 Nov (nights start) ---
m("2026-11-23 09:00", D, "Priya, block model?")
m("2026-11-23 09:40", sPRI,
  "Sorry Dan, the survey pickup from friday isn't processed yet and I can't close the model "
  "without it. Wednesday latest",
  L("postponed", PRI, ["block model"], due="2026-11-25"))
m("2026-11-23 16:40", sAI, "fatigue forms in Grace's tray, mine + the 3 blast guys",
  L("done", AI, ["fatigue"]))
m("2026-11-23 17:50", D,
  "Nights start in 10. Grace is at the audit till Wed, Marcus is safety rep")
m("2026-11-23 17:55", "", "+7 912 448-30-17 joined using this group's invite link",
  system=True)
m("2026-11-23 17:58", sLI2,
  "hi all it's Liam, dropped my phone in the sump lol. this is a temp number till the new "
  "one comes friday",
  L("context", LI, ["number|phone"], until="2026-11-27"))
m("2026-11-23 18:04", D, "of course you did")
m("2026-11-23 22:30", sLI2,
  "ramp 2 windrows ok. one low spot near the bend, pushed it up with the dozer while it was "
  "quiet")

# --- Tue 24 Nov ---
m("2026-11-24 03:15", sTOM,
  "Crusher feeder chain snapped on A crew's shift, we're on it all night. Trucks to ROM "
  "stockpile till further notice")
m("2026-11-24 03:20", sMAR, "copy")
m("2026-11-24 05:30", D,
  "Tomek thanks for tonight. Can you write up the feeder chain failure report?")
m("2026-11-24 05:45", sTOM, "yep, you'll have it by tomorrow morning. dead right now",
  L("commitment", TOM, ["feeder|chain"], due="2026-11-25"))
m("2026-11-24 12:00", sGR, "audit going ok. Marcus anything to report?")
m("2026-11-24 12:30", sMAR,
  "all quiet. one near miss sunday, LV reversing near the fuel bay. I'll put it in the "
  "system when I'm back on tonight",
  L("commitment", MAR, ["near miss"], due="2026-11-24"))
m("2026-11-24 19:15", sMAR, "near miss entered, NM-2026-311",
  L("done", MAR, ["near miss"]))

# --- Wed 25 Nov ---
m("2026-11-25 05:40", sTOM, "feeder chain report emailed to Dan and the maint planner",
  L("done", TOM, ["feeder|chain"]))
m("2026-11-25 14:00", sPRI,
  "Block model updated and sent Dan. Reserves up about 4% on the east wall",
  L("done", PRI, ["block model"]))
m("2026-11-25 14:10", D, "Great, thanks Priya")
m("2026-11-25 17:30", sAI,
  "Heads up: next blast is bench 1130, planned Thu 3rd Dec. I'll have the pattern design "
  "done by monday",
  L("commitment", AI, ["pattern|design"], due="2026-11-30"))
m("2026-11-25 23:10", sLI2, "<Media omitted>")
m("2026-11-25 23:11", sLI2,
  "sorry voice note by accident. the new trainee Jake is on with me tonight, I'll do his "
  "dozer familiarisation this week. and sat I'll take him on the grader too",
  L("commitment", LI, ["jake|trainee|familiar"]),
  L("commitment", LI, ["grader"], due="2026-11-28"))

# --- Thu 26 Nov ---
m("2026-11-26 06:30", sGR, "Back from the audit. Thanks Marcus for covering 🙏",
  L("done", MAR, ["safety rep|safety"]))
m("2026-11-26 06:35", sGR,
  "Been doing this job 11 years and that's the first audit with zero findings for our pit. "
  "Well done all",
  L("fact", GR, ["11"]))
m("2026-11-26 06:50", sGR,
  "Also scrapping the spill kit refresher today, the new kits are stuck at the port and the "
  "regional team is doing one site-wide in jan anyway",
  L("cancelled", GR, ["spill"]))
m("2026-11-26 08:00", sTOM,
  "FYI I'm on annual leave mon 30th to fri 11th, Pavel from A crew covers maintenance "
  "callouts, his number's on the board",
  L("context", TOM, ["leave"], until="2026-12-11"))
m("2026-11-26 08:05", D, "Noted. Tomek, before you go, can you do the 500h service on EX-2?")
m("2026-11-26 08:20", sTOM, "can do saturday night if the shovel's down for bucket teeth anyway",
  L("commitment", TOM, ["500|EX-2|service"], due="2026-11-28"))
m("2026-11-26 08:24", sTOM,
  "and ring me for anything electrical while I'm still here, I'm a sparky by trade, did "
  "8 years before fitting",
  L("fact", TOM, ["electric|sparky"]))
m("2026-11-26 12:00", sPRI, "Also I'm vegetarian for the christmas bbq list, someone asked 😄",
  L("preference", PRI, ["vegetarian|veg"]))
m("2026-11-26 12:05", D, "BBQ is Sat 19th Dec, Aisha is organising")
m("2026-11-26 12:10", sAI, "yep, I'll send a food list round by next friday",
  L("commitment", AI, ["list|bbq|food"], due="2026-12-04"))

# --- Fri 27 Nov ---
m("2026-11-27 06:00", sLI, "new phone 🎉 back on my old number, delete the temp one")
m("2026-11-27 06:02", "", "+7 912 448-30-17 left", system=True)
m("2026-11-27 06:20", sMAR, "finally")
m("2026-11-27 21:30", sLI,
  "Jake's dozer familiarisation done, signed off in the training book. good on the D10, "
  "just slow reversing",
  L("done", LI, ["jake|trainee|familiar"]))
m("2026-11-27 21:33", sLI,
  "grader's in the workshop tomorrow so that's off, Jake will have to wait till the new "
  "year for it",
  L("cancelled", LI, ["grader"]))

# --- Sat 28 Nov ---
m("2026-11-28 04:50", sTOM,
  "EX-2 bucket teeth done. 500h service not done, filter kit wasn't in stores. kit comes "
  "tomorrow, I'll do the service sunday night",
  L("postponed", TOM, ["500|EX-2|service"], due="2026-11-29"))
m("2026-11-28 10:00", sGR,
  "Just so everyone knows, I'm on the first aid trainer course Dec 1-3 in town, back on the "
  "4th. Call the ERT line if needed",
  L("context", GR, ["first aid|course|trainer"], until="2026-12-03"))
m("2026-11-28 22:40", sMAR,
  "HT-09 seat is still the only one that doesn't wreck me. 15 years on 789s and this is "
  "the best cab in the fleet lol",
  L("fact", MAR, ["15"]))

# --- Sun 29 Nov ---
m("2026-11-29 13:00", sPRI, "Dan can we move monday's dig plan review to tuesday?")
m("2026-11-29 13:10", D, "Tuesday 17:00 fine")

# --- Mon 30 Nov ---
m("2026-11-30 04:10", sTOM,
  "EX-2 500h service done - filters, oils, grease. signed in the log.\n"
  "Off on leave now, see you all on the 14th 🍺",
  L("done", TOM, ["500|EX-2|service"]))
m("2026-11-30 11:00", sAI,
  "1130 pattern design is taking longer, the drill data from last week is missing holes. "
  "I'll have it wednesday, blast moves to friday 4th",
  L("postponed", AI, ["pattern|design"], due="2026-12-02"))
m("2026-11-30 11:10", D, "Ok. Let Grace know about the new blast date")
m("2026-11-30 11:12", sAI, "will do",
  L("commitment", AI, ["grace|blast"]))
m("2026-11-30 11:20", sAI, "@Grace HSE blast for 1130 moved to fri 4th 12:30",
  L("done", AI, ["grace|blast"]))
m("2026-11-30 11:41", sGR, "👍 noted")

# --- Tue 1 Dec ---
m("2026-12-01 06:30", sMAR, "Dan reminder I'm in at 21:00 tonight. Liam's covering")
m("2026-12-01 17:55", sLI, "on the 09 till Marcus turns up")
m("2026-12-01 21:05", sMAR, "in. thanks Liam 🙌",
  L("done", LI, ["cover|09"]))

# --- Wed 2 Dec ---
m("2026-12-02 10:00", sAI, "1130 pattern design done, sent to Priya and Grace",
  L("done", AI, ["pattern|design"]))
m("2026-12-02 10:15", D, "Marcus, you're making up the hours tomorrow, still good?")
m("2026-12-02 10:40", sMAR,
  "ah about that, tomorrow's no good now. Jake's car is in the shop and I'm driving him in. "
  "Can I do the extra 3 hours sat 5th instead?",
  L("postponed", MAR, ["hours"], due="2026-12-05"))
m("2026-12-02 10:45", D, "Sat works")
m("2026-12-02 14:00", sLI,
  "fyi I'm left handed so the joystick layout on the D11 demo unit is a nightmare for me. "
  "just saying before they decide on it",
  L("fact", LI, ["left"]))
m("2026-12-02 14:05", D, "Noted, will pass it on")
m("2026-12-02 14:10", sLI,
  "and honestly keep me on nights if there's a choice in the new roster, ramps are quieter "
  "and I sleep better in the day",
  L("preference", LI, ["night"]))
m("2026-12-02 14:30", sLI, "This message was deleted", deleted=True)

# --- Thu 3 Dec ---
m("2026-12-03 09:00", sPRI,
  "I'm working remotely from head office mon-wed next week for the resource review, on "
  "Teams if you need me",
  L("context", PRI, ["head office|remote"], until="2026-12-09"))
m("2026-12-03 09:10", sMAR,
  "windscreen for the 09 came in but it's the wrong model 🙄 Pavel's reordering")
m("2026-12-03 18:00", D, "Aisha, how's the BBQ list going?")
m("2026-12-03 18:20", sAI, "ah completely forgot. tomorrow, promise")

# --- Fri 4 Dec ---
m("2026-12-04 06:00", sGR,
  "Back. Blast today 12:30, exclusion sweep at 12:00. Need 2 volunteers on the gates")
m("2026-12-04 06:05", sLI, "me",
  L("commitment", LI, ["gate"], due="2026-12-04"))
m("2026-12-04 06:06", sMAR, "me too if Jake can take my truck",
  L("commitment", MAR, ["gate"], due="2026-12-04"))
m("2026-12-04 06:10", sGR, "cheers both")
m("2026-12-04 12:40", sAI, "1130 fired 12:32, all clear 13:05")
m("2026-12-04 13:30", sAI,
  "BBQ food list is up, it's a google form in the group description. fill it by next wed "
  "pls",
  L("done", AI, ["list|bbq|food"]))
m("2026-12-04 13:45", sPRI, "done ✅ veggie option noted 😄", edited=True)
m("2026-12-04 14:00", D, "Great week everyone. Days off from Monday, enjoy")

CHAT = c
