"""Chat 2: WhatsApp (Android, English) export. A school-bus operator's dispatch group."""

from common import CX, PR, C, Chat, D, F, P, X

OWNER = "Karen Whitfield"
MA, DV, TM, PN, GS, JO = ("Marisol Reyes", "Dave Okafor", "Tom Brennan", "Priya Nair",
                          "Gus Lindqvist", "Jolene Park")
# names as saved in the owner's phone
SK, SM, SD, ST, SP, SG, SJ = ("Karen Whitfield", "Mari Reyes", "Dave Okafor", "Tom Depot",
                              "Priya Nair", "Gus", "Jo Park")
SDX = "+44 7700 900431"  # Dave's temporary phone, not saved
PEOPLE = {
    MA: ["Mari Reyes", "Mari", "Marisol"],
    DV: ["Dave Okafor", "Dave", "Davey"],
    TM: ["Tom Depot", "Tom", "Tommy"],
    PN: ["Priya Nair", "Priya"],
    GS: ["Gus", "Gustav"],
    JO: ["Jo Park", "Jo", "Jolene"],
}
GROUP = "Northside Dispatch"

c = Chat()
a = c.add
a("11-16 06:02", "", "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, "
  "can read or listen to them. Tap to learn more.", kind="system")
# ---- Mon 16 Nov
a("11-16 06:14", SK, "Morning all. Heads up: Mill Lane closes for roadworks from Monday 23rd, three weeks. "
  "Route 6 needs a diversion. Mari can you draft one?")
a("11-16 06:20", SM, "Yep, I'll have a draft diversion to you by Wednesday", C(MA, ["diversion"], "2026-11-18"))
a("11-16 06:41", SD, "Bus 14 wipers smearing badly, passenger side one barely touches the screen. Did the run but not great in the rain")
a("11-16 06:55", ST, "Bring it round after the mornign run, ill swap the blades before the afternoon",
  C(TM, ["wiper|blade"], "2026-11-16"))
a("11-16 06:56", SD, "👍")
a("11-16 09:32", SP, "Oakfield have confirmed early finish on Wed 2 Dec (staff training). Pick up 12:30 instead of 15:15. "
  "I'll get a letter out to the Oakfield parents by Friday", C(PN, ["parent|letter"], "2026-11-20"))
a("11-16 09:40", SK, "Thanks Priya. Gus, can you take the Oakfield early run on the 2nd? Route 11 is Oakfield anyway")
a("11-16 09:58", SG, "Will do. Ill do the 12:30 then my normal Hilcrest afternoon", C(GS, ["oakfield|12:30|early"], "2026-12-02"))
a("11-16 11:15", ST, "Wipers done on 14, both blades new", D(TM, ["wiper|blade"]))
a("11-16 11:20", SD, "Cheers Tom, night and day")
a("11-16 14:02", SK, "Reminder: first aid refresher for ALL drivers and aides is Saturday 28th, 9–1 at the depot. "
  "Compulsory, it's a licence thing.")
a("11-16 14:10", SJ, "I can't do the 28th, I'm at my sister's wedding in Leeds that weekend 🙈 can I do the January one?",
  CX(JO, ["wedding|leeds"], "2026-11-29"))
a("11-16 14:14", SK, "Yes, I'll put you on the 16 January session. Make sure you go")
a("11-16 14:16", SJ, "I will, promise", C(JO, ["first aid|refresher|january"], "2027-01-16"))
# ---- Tue 17 Nov
a("11-17 06:30", SG, "Bus 9 heater blowing cold AGAIN. Kids on Route 3 sat in coats and hats. Tom?")
a("11-17 06:45", ST, "It's the heater valve, had one on order since last week. If it comes today I'll fit it tonight",
  C(TM, ["heater|valve"], "2026-11-17"))
a("11-17 06:47", SG, "Ta. If it doesn't come put me on something warm tomorrow")
a("11-17 15:40", ST, "Valve didn't come, supplier says Thursday now. Gus take 12 tomorrow, 9 stays in. I'll fit it Thursday when it lands",
  P(TM, ["heater|valve"], "2026-11-19"))
a("11-17 15:42", SG, "👍")
a("11-17 16:05", SP, "Mrs Adeyemi phoned — her son Leo starts at Riverside on 1 Dec. He's a wheelchair user, so ramp bus and an aide on 22")
a("11-17 16:09", SK, "Priya you know Riverside well, don't you?")
a("11-17 16:14", SP, "I taught there for six years before I came here, I know most of the staff", F(PN, ["taught|teach", "riverside"]))
a("11-17 16:20", SK, "Ok. That means bus 5 on Route 22 from the 1st and an aide on board. Jo, are you ok to move to 22 as aide from 1 Dec?",
  key="aide")
a("11-17 16:48", SJ, "Yes happy to. Could I do a ride-along on 22 before then to meet the kids?",
  C(JO, ["22|aide"], "2026-12-01"), reply="aide")
a("11-17 16:52", SK, "Good idea. Mari?")
a("11-17 16:55", SM, "I'll put you on 22 Thursday afternoon as a ride-along", C(MA, ["ride|22"], "2026-11-19"))
# ---- Wed 18 Nov
a("11-18 07:10", SD, "Karen any chance I can stay on early runs only from December? My daughter's nursery changed its hours, "
  "I have to collect her by 4:30", PR(DV, ["early|morning"]), F(DV, ["daughter|nursery"]))
a("11-18 07:30", SK, "Will look at it with Mari")
a("11-18 10:45", SM, "<Media omitted>")
a("11-18 10:46", SM, "Route 6 diversion draft ^ goes via Station Rd and Queens Ave, adds about 6 min. Stop 4 (Mill Lane shop) "
  "moves to the corner of Queens Ave", D(MA, ["diversion"]), key="div")
a("11-18 10:52", SD, "Have you seen Queens Ave at 8am? Cars both sides. Not sure 14 fits past the vans", reply="div")
a("11-18 11:05", SM, "Fair. I'll drive it myself tomorrow at 8 and check", C(MA, ["queens|drive|check"], "2026-11-19"))
a("11-18 13:30", SK, "Dave re early runs — yes, from 1 Dec you're Route 6 morning + the lunchtime nursery run only. Gus picks up your afternoon")
a("11-18 13:36", SD, "Legend, thank you 🙏")
a("11-18 13:40", SG, "Fine by me, but I don't do Fridays past 5, that's my grandson night", PR(GS, ["friday"]))
a("11-18 13:41", SK, "Noted")
# ---- Thu 19 Nov
a("11-19 08:40", SM, "Drove Queens Ave, doable but really tight by the school. Going round by the church instead, "
  "revised map tomorrow", D(MA, ["queens|drive|check"]), C(MA, ["map|revis"], "2026-11-20"))
a("11-19 10:15", ST, "Valve arrived, fitting it on 9 now")
a("11-19 12:20", ST, "9 back in service, heater roasting", D(TM, ["heater|valve"]))
a("11-19 12:21", SG, "About time 😂")
a("11-19 15:55", SJ, "Ride-along on 22 done, lovely bunch. Stan showed me the ramp and the straps", D(MA, ["ride|22"]))
a("11-19 16:02", SP, "Oakfield early finish letter went out today, by email and in book bags", D(PN, ["parent|letter"]))
# ---- Fri 20 Nov
a("11-20 07:02", SK, "Numbers for the first aid on the 28th please, thumbs up if you're coming")
a("11-20 07:05", SG, "👍")
a("11-20 07:06", SD, "👍")
a("11-20 07:20", ST, "Not a driver but I'll come too, my cert runs out in Jan", C(TM, ["first aid|refresher"], "2026-11-28"))
a("11-20 09:10", SM, "Revised Route 6 diversion (church way) sent to everyone's email. I'll print laminated copies for 14 and 3 today",
  D(MA, ["map|revis"]), C(MA, ["laminat|cop"], "2026-11-20"))
a("11-20 09:30", SD, "I'll drive the church route on Sunday in my own car and time it, so we know what to tell parents",
  C(DV, ["church|time"], "2026-11-22"))
a("11-20 14:45", SP, "FYI I'm working from home Mon and Tue next week, builders in. Ring my mobile, not the office line",
  CX(PN, ["home|wfh"], "2026-11-24"))
a("11-20 15:00", SK, "Have a good weekend all")
# ---- Sun 22 Nov
a("11-22 19:40", SD, "Didn't get to drive it today, kids party ran late. I'll time it on the first proper run tomorrow and report",
  P(DV, ["church|time"], "2026-11-23"))
# ---- Mon 23 Nov
a("11-23 07:25", SD, "Church route timed: 4 min longer than Mill Lane. No issues", D(DV, ["church|time"]))
a("11-23 07:40", SG, "Bus 7 tyre pressure warning on. Running ok but Tom can you check when I'm back at 9?")
a("11-23 07:52", ST, "yep leave it by bay 2", C(TM, ["tyre|tire"], "2026-11-23"))
a("11-23 09:50", ST, "Slow puncture, screw in the rear nearside. Plugged it. Tyres on 7 are tired anyway — "
  "I'll get the whole fleet onto winters this week", D(TM, ["tyre|tire"]), C(TM, ["winter"], "2026-11-27"))
a("11-23 11:00", SK, "Priya, Riverside want the aide's name and a photo for an ID badge for Jo")
a("11-23 11:30", SP, "I'll send them Jo's details by EOD", C(PN, ["jo|detail|badge"], "2026-11-23"))
a("11-23 11:34", SJ, "Priya I've emailed you a photo, the passport one")
a("11-23 15:20", SP, "Done, Riverside have it all", D(PN, ["jo|detail|badge"]))
# ---- Tue 24 Nov
a("11-24 06:35", SD, "Bus 14 door sensor beeping the whole run 🙉")
a("11-24 06:50", ST, "Probably the rear door microswitch. I'm on tyres today, will look at it tomorrow first thing",
  C(TM, ["door|sensor|microswitch"], "2026-11-25"))
a("11-24 06:53", ST, "And everyone please also write defects on the defect sheet in the cab, not just in here. "
  "If it's not on the sheet I can't sign the bus off", PR(TM, ["defect|sheet"]))
a("11-24 10:00", SK, "Mari, you're off Mon–Wed next week yes? Who covers the desk?")
a("11-24 10:12", SM, "Yes off 30th to 2nd, back Thursday. I'll write a handover sheet by Friday",
  CX(MA, ["off|leave|holiday"], "2026-12-02"), C(MA, ["handover"], "2026-11-27"))
a("11-24 10:15", SJ, "I can do the desk on Monday 30th, from Tuesday I'm on 22", C(JO, ["desk"], "2026-11-30"))
a("11-24 10:20", SK, "Thanks Jo. I'll do Tue and Wed desk myself")
a("11-24 11:03", SJ, "This message was deleted", kind="deleted")
a("11-24 11:04", SJ, "Karen one more thing, I'd rather not be put on bus 9 if it can be helped, that driver seat kills my back",
  PR(JO, ["bus 9|seat"]))
a("11-24 16:45", ST, "Winter tyres on 7, 9 and 12 done. 3, 5, 14 tomorrow and Thursday")
# ---- Wed 25 Nov
a("11-25 07:30", ST, "Didn't get to 14's door this morning, two buses in for tyres. Tomorrow first thing, promise",
  P(TM, ["door|sensor|microswitch"], "2026-11-26"))
a("11-25 07:35", SD, "It's fine I'm learning to love the beep")
a("11-25 13:10", SP, "Complaint from a Route 3 parent: bus was 10 min early on Monday and her daughter missed it. Gus was that you?")
a("11-25 13:25", SG, "Was me. The diversion's made everyone early on 3, less traffic. From now on I'll hold at each stop till the proper time",
  C(GS, ["hold|wait|time"]))
a("11-25 13:30", SP, "Thanks Gus. Also everyone, please don't forward parent complaints to me on WhatsApp — email them to the transport inbox "
  "so there's a record", PR(PN, ["email|inbox"]))
a("11-25 14:00", SK, "Agreed.")
a("11-25 14:06", SM, "Priya send the Spanish-speaking parents my way btw, I'm a native speaker, easier for everyone",
  F(MA, ["spanish"]))
# ---- Thu 26 Nov
a("11-26 06:58", SK, "You added +44 7700 900431", kind="system")
a("11-26 07:01", SDX, "Hi all it's Dave, phone died in the rain yesterday. Using the wife's old one till Monday, this is the number",
  CX(DV, ["phone|number"], "2026-11-30"))
a("11-26 07:04", SM, "Saved 👍")
a("11-26 07:20", ST, "Door sensor on 14: microswitch full of grit, cleaned and adjusted. Dave no more beep", D(TM, ["door|sensor|microswitch"]))
a("11-26 07:22", SDX, "Noooo I'll miss it")
a("11-26 09:30", SDX, "Karen Route 6 parents are asking me if the stop change is permanent. What do I tell them?")
a("11-26 09:41", SK, "Till mid December. Priya can you put a note out to Route 6 parents?", key="r6")
a("11-26 09:50", SP, "Will do today", C(PN, ["6", "parent|note"], "2026-11-26"), reply="r6")
a("11-26 14:15", ST, "All winter tyres done, last one was 14 this morning", D(TM, ["winter"]))
a("11-26 14:40", SP, "Route 6 parents texted and emailed re the stop, till mid Dec", D(PN, ["6", "parent|note"]))
a("11-26 15:10", SG, "Tom you in tomorrow? 7's tacho clock is 10 min out")
a("11-26 15:22", ST, "Not tomorrow or Monday, I'm on the Volvo course in Birmingham Fri and Mon. Darren's covering the workshop",
  CX(TM, ["course|training|birmingham"], "2026-11-30"))
a("11-26 15:25", SG, "No rush, I'll live with it")
# ---- Fri 27 Nov
a("11-27 08:15", SM, "Handover sheet for next week is on the shared drive, Desk folder. Jo, Monday bits are on page 1",
  D(MA, ["handover"]))
a("11-27 08:30", SK, "Thanks Mari, enjoy the break")
a("11-27 11:00", SK, "Reminder first aid tomorrow 9am at the depot, bring your licence")
a("11-27 11:20", ST, "Karen I'll miss it after all, they've stretched the course into Saturday. I'll do the 16 Jan one with Jo",
  P(TM, ["first aid|refresher"], "2027-01-16"))
a("11-27 11:25", SK, "Ok, booked you both")
# ---- Sat 28 Nov
a("11-28 13:20", SG, "First aid done. Trainer asked who's done the most of these — me, 22 years with Northside, that's my 8th 😄",
  F(GS, ["22"]))
# ---- Mon 30 Nov
a("11-30 06:10", SJ, "On the desk. Bus 12 on Route 11 won't start, Gus is on it", D(JO, ["desk"]))
a("11-30 06:15", SG, "Battery flat. Jumped it, running 10 min late on 11")
a("11-30 06:20", SJ, "Priya can you let Oakfield know 11 is 10 late?", key="late")
a("11-30 06:25", SP, "On it", C(PN, ["oakfield|late"], "2026-11-30"), reply="late")
a("11-30 09:00", SD, "Back on my own phone, ignore the 900431 number")
a("11-30 09:05", SK, "Ta. Dave your new timetable starts tomorrow, Gus has your afternoon")
a("11-30 14:00", SJ, "Leo's mum called the desk, asked if the aide can meet him at the gate tomorrow as it's his first day. "
  "Told her yes, I'll be there at 8:10", C(JO, ["gate|meet|leo"], "2026-12-01"))
a("11-30 14:05", SK, "Great")
# ---- Tue 1 Dec
a("12-01 07:45", SJ, "Met Leo at the gate, first run on 22 done 🙂 ramp is fine but the rear strap buckle on 5 is sticking. Tom?",
  D(JO, ["gate|meet|leo"]))
a("12-01 08:10", ST, "Back from Brum. I'll look at the buckle at lunch when 5 is in", C(TM, ["buckle|strap"], "2026-12-01"))
a("12-01 12:50", ST, "Buckle on 5 replaced, new strap too", D(TM, ["buckle|strap"]))
a("12-01 13:00", SK, "Oakfield early finish is TOMORROW. Gus 12:30 reminder")
a("12-01 13:05", SG, "I know I know 😄")
a("12-01 15:30", SP, "Snow warning for Thursday. If it's bad the schools decide by 6am — I'll post here as soon as I hear anything",
  C(PN, ["snow|post"], "2026-12-03"))
a("12-01 16:00", SD, "Early runs only from today, loving it already", edited="12-01 16:01")
a("12-01 16:20", SK, "Gus, Hillcrest want a bus for their Christmas concert trip on Thu 10th, 6pm. Can you?", key="concert")
a("12-01 16:31", SG, "Yes, I'll take 7. It's a Thursday so no grandson clash", C(GS, ["concert|hillcrest|trip"], "2026-12-10"),
  reply="concert")
# ---- Wed 2 Dec
a("12-02 13:25", SG, "Oakfield early run done, all kids delivered by 13:20", D(GS, ["oakfield|12:30|early"]))
a("12-02 15:10", ST, "Bus 12 MOT is due on the 18th. I'll book it in for the 15th so we've got a buffer", C(TM, ["mot"], "2026-12-15"))
a("12-02 15:30", SJ, "Aiding on 22 is honestly the best job here. Also FYI I've got the paediatric first aid cert from my nursery days, "
  "so I'm fine with Leo's seizure plan", F(JO, ["paediatric|pediatric"]))
# ---- Thu 3 Dec
a("12-03 05:48", SP, "Snow update: all schools open. Riverside starting 30 min late (10:00). Oakfield normal", D(PN, ["snow|post"]))
a("12-03 05:55", SJ, "Noted for 22")
a("12-03 06:30", SM, "Back! Reading the handover now")
a("12-03 07:10", SD, "Gritter hasn't been down Station Rd, sliding about at 10mph. Mill Lane still shut so stuck with it")
a("12-03 10:15", SP, "Hillcrest just phoned, they've cancelled the concert trip — doing it in the school hall instead because of the snow",
  X(GS, ["concert|hillcrest|trip"]))
a("12-03 10:20", SG, "Shame, I like their carols")
a("12-03 14:40", ST, "Ignore the MOT booking for 12 — office says it's being sold in January, not worth it. Cancelled the slot",
  X(TM, ["mot"]))
a("12-03 15:00", SK, "Mari, when you're settled, the December rota needs redoing with Dave on early runs only and Jo on 22")
# ---- Fri 4 Dec
a("12-04 07:00", SM, "Karen I'll redo the December rota this morning and send it by lunch", C(MA, ["rota"], "2026-12-04"))
a("12-04 08:40", SP, "Riverside says Leo's mum is very happy with Jo 💛")
a("12-04 12:15", SM, "December rota sent to everyone's email. Shout if anything's wrong", D(MA, ["rota"]))
a("12-04 12:30", SD, "👍")

CHAT = c
