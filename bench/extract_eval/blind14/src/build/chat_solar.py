"""Chat 2: a solar-panel installer crew's group, WhatsApp (Android) txt export, English."""

from common import C, CX, D, E, F, P, PR, X

FILE = "WhatsApp Chat with Solar Crew North.txt"
GROUP = "Solar Crew North"
LANGUAGE = "en"
OWNER = "Rachel Okafor"
JAKE_TEMP = "+44 7700 900417"  # Jake's mum's phone, not saved in the owner's contacts

# code: (full name, display name in the export, aliases)
PEOPLE = {
    "RA": (OWNER, "Rachel Okafor", None),
    "MB": ("Marcus Bell", "Marcus Bell", ["Marcus", "Marc", "Marcus Bell"]),
    "PS": ("Priya Shah", "Priya Shah", ["Priya", "Priya Shah"]),
    "TN": ("Tomasz Nowak", "Tom Nowak", ["Tom", "Tomasz", "Tomek", "Tom Nowak", "Nowak"]),
    "JD": ("Jake Donnelly", "Jake D", ["Jake", "Jakey", "Jake D", "Donnelly"]),
    "SM": ("Sean Mulligan", "Sully", ["Sully", "Sean", "Mulligan"]),
    "AG": ("Abby Greene", "Abby Office", ["Abby", "Abs", "Abby Office", "Abby Greene"]),
    "J2": ("Jake Donnelly", JAKE_TEMP, None),  # the same Jake, from the unsaved number
}

CU = ["consumer"]
HEND_CALL = ["Henderson"]
SURVEY = ["survey|Mill"]
ROW = ["row 2|row two|second row"]
DESIGN = ["design", "Mill"]
COMM = ["commission"]
SLD = ["diagram|single line|SLD"]
HOLLIS_BOOK = ["Hollis|structural|engineer"]
HOLLIS_MEET = ["Hollis|structural|engineer"]
VAN = ["van", "brake|Kwik"]
PATEL = ["Patel", "inverter|isolator"]
FRASER = ["Fraser"]
EDGE = ["edge protection|tower|scaffold"]
MILL_SULLY = ["Mill"]
DNO = ["DNO|notification"]
GARAGE = ["garage"]
MCS = ["commissioning sheet|MCS"]
QUOTE = ["quote"]
MATS = ["materials"]
LAST4 = ["panel"]
OFFPEAK = ["Henderson", "off-peak|off peak|offpeak|tariff|overnight|charg|setting"]
EICR = ["EICR"]
MOT = ["MOT"]

MESSAGES = [
    E("2026-11-16 07:25", None, "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."),
    # --- Mon 16 Nov
    E("2026-11-16 07:32", "RA", "Morning all. This week: Henderson job Mon-Wed (12 panels + GivEnergy battery), Mill Lane survey Tue, Corner Garage roof inspection Thu. Scaffold for Hendersons goes up this morning"),
    E("2026-11-16 07:40", "SM", "Lorry's leaving the yard now, at Oakfield Rd by 8:15"),
    E("2026-11-16 07:41", "MB", "👍"),
    E("2026-11-16 08:55", "TN", "Rach the Henderson consumer unit is ancient, no space for the new breaker. Needs swapping. I can do it Wednesday if the customer agrees to the extra",
      C("TN", CU, "2026-11-18")),
    E("2026-11-16 09:02", "RA", "Abby can you call Mrs Henderson about the CU upgrade, approx £450"),
    E("2026-11-16 09:10", "AG", "on it", C("AG", HEND_CALL)),
    E("2026-11-16 10:30", "AG", "Mrs H says yes to the CU, happy to pay. She's out Wednesday, key's in the key safe, code is on the job sheet",
      D("AG", HEND_CALL)),
    E("2026-11-16 10:31", "TN", "nice one"),
    E("2026-11-16 12:15", "PS", "For the Mill Lane survey I need roof measurements AND a photo of the meter. Last time I got half and we had to send someone back. Marcus can you do both tomorrow?"),
    E("2026-11-16 12:40", "MB", "yep will do both", C("MB", SURVEY, "2026-11-17")),
    E("2026-11-16 15:20", "JD", "<Media omitted>"),
    E("2026-11-16 15:21", "JD", "first 6 on ✅"),
    E("2026-11-16 16:45", "MB", "Row 2 tomorrow morning, should be done by lunch. Tom you're clear to start the DC side after 1",
      C("MB", ROW, "2026-11-17")),
    # --- Tue 17 Nov
    E("2026-11-17 07:15", "SM", "Rain till 11 apparently. Roof's gonna be slippy"),
    E("2026-11-17 07:20", "RA", "No one on the roof in the wet. Marcus, row 2 after 11 if it's dry"),
    E("2026-11-17 07:22", "MB", "will do"),
    E("2026-11-17 09:30", "MB", "At Mill Lane now. Owner has a dog that really doesn't like visitors lol"),
    E("2026-11-17 10:05", "MB", "<Media omitted>"),
    E("2026-11-17 10:06", "MB", "Priya – measurements + meter photo sent to your email. Both this time 😉", D("MB", SURVEY)),
    E("2026-11-17 10:20", "PS", "Legend. I'll have the Mill Lane design done by Friday", C("PS", DESIGN, "2026-11-20")),
    E("2026-11-17 13:40", "MB", "Row 2 done, 12/12 on the roof", D("MB", ROW)),
    E("2026-11-17 13:45", "RA", "Great work"),
    E("2026-11-17 14:10", "TN", "Heads up I'm off Thurs and Fri, my brother's wedding in Kraków. Back Monday",
      CX("TN", ["wedding|Krak|off"], "2026-11-20")),
    E("2026-11-17 14:12", "SM", "don't come back married 😂"),
    E("2026-11-17 14:15", "TN", "haha no chance"),
    E("2026-11-17 16:00", "RA", "Tom so the CU swap Wednesday is still on before you go?"),
    E("2026-11-17 16:05", "TN", "yes Wed, 100%"),
    # --- Wed 18 Nov
    E("2026-11-18 08:05", "AG", "This message was deleted"),
    E("2026-11-18 08:07", "AG", "oops wrong chat, ignore 🙈"),
    E("2026-11-18 12:30", "TN", "CU swapped, tested, certs done. Battery is wired but the GivEnergy app wants a firmware update before commissioning and I'm out tomorrow. Jake can you finish commissioning tomorrow? Notes are on the job sheet",
      D("TN", CU)),
    E("2026-11-18 12:34", "JD", "yeah no worries, I did the GivEnergy installer course in the summer",
      C("JD", COMM, "2026-11-19"), F("JD", ["GivEnergy", "course|train|certif"])),
    E("2026-11-18 15:50", "RA", "Priya, the DNO application for Corner Garage, where are we?"),
    E("2026-11-18 16:20", "PS", "G99 is drafted, I need the single line diagram from Tom. Tom can you send it before you fly?"),
    E("2026-11-18 16:45", "TN", "Will send tonight", C("TN", SLD, "2026-11-18")),
    E("2026-11-18 23:10", "TN", "SLD_CornerGarage_v2.pdf (file attached)\nthere you go Priya", D("TN", SLD)),
    # --- Thu 19 Nov
    E("2026-11-19 08:30", "JD", "At Hendersons. Firmware updating, 40 mins apparently"),
    E("2026-11-19 10:15", "JD", "Battery commissioned, app showing 9.5kWh, showed Mrs H how it works", D("JD", COMM)),
    E("2026-11-19 11:00", "MB", "Corner Garage inspection: roof is fibre cement, old. Not convinced it'll take the load. We need a structural engineer before we quote"),
    E("2026-11-19 11:15", "RA", "Agreed. Abby, can you book Hollis Structural for next week?"),
    E("2026-11-19 11:40", "AG", "Will do, I'll try for Tuesday", C("AG", HOLLIS_BOOK)),
    E("2026-11-19 14:00", "SM", "Scaffold down at Hendersons, loaded and back at the yard"),
    E("2026-11-19 16:30", "AG", "Hollis booked Tues 24th 10am. Marcus you'll need to meet them there?", D("AG", HOLLIS_BOOK)),
    E("2026-11-19 16:45", "MB", "Can't Tues morning, hospital appointment. Jake can you?"),
    E("2026-11-19 16:48", "JD", "Yeah I'll meet them", C("JD", HOLLIS_MEET, "2026-11-24")),
    # --- Fri 20 Nov
    E("2026-11-20 08:00", "RA", "Reminder timesheets by 4pm today pls"),
    E("2026-11-20 09:45", "PS", "Mill Lane design is going to be Monday not today, the roof has two orientations and the shading tool keeps crashing 😤",
      P("PS", DESIGN, "2026-11-23")),
    E("2026-11-20 09:50", "RA", "No stress"),
    E("2026-11-20 11:20", "SM", "Van 2 has a brake warning light on. Taking it to Kwik Fit at lunch", C("SM", VAN, "2026-11-20")),
    E("2026-11-20 15:30", "SM", "Van 2 sorted, new front pads. £180, receipt's in the glovebox", D("SM", VAN)),
    E("2026-11-20 16:10", "MB", "Have a good weekend all. Next week I'm doing the school runs so I'm in from 9 every day, not 7:30",
      CX("MB", ["school"], "2026-11-27")),
    # --- Mon 23 Nov
    E("2026-11-23 07:45", "RA", "Week ahead: Mill Lane install pencilled for 1-3 Dec if the design gets approved. Corner Garage structural Tue. Patel job (Elm Close) Thu-Fri, 8 panels no battery"),
    E("2026-11-23 09:10", "TN", "Back. Wedding was mad. Patel job – I'll do the isolators and inverter Thursday, Jake with me?",
      C("TN", PATEL, "2026-11-26")),
    E("2026-11-23 09:12", "JD", "👍"),
    E("2026-11-23 11:30", "PS", "Mill Lane design done, sent to Abby for the customer. East/west split, 10 panels", D("PS", DESIGN)),
    E("2026-11-23 11:35", "AG", "Sending to Mr Fraser now. I'll chase him for sign off by Wednesday", C("AG", FRASER, "2026-11-25")),
    E("2026-11-23 13:00", "SM", "Rach, for Patel's – it's a bungalow, do we even need full scaffold or just edge protection?"),
    E("2026-11-23 13:20", "RA", "Edge protection + a tower is fine. Sully sort it for Wed afternoon"),
    E("2026-11-23 13:22", "SM", "sorted, I'll put it up Wed after 2", C("SM", EDGE, "2026-11-25")),
    E("2026-11-23 13:25", "SM", "and tbh put me on scaffold and roof stuff whenever you can, I hate the fiddly electrical bits",
      PR("SM", ["scaffold|roof"])),
    E("2026-11-23 15:00", "AG", "Reminder to all, I don't check WhatsApp after 6pm. Anything urgent for customers after that, ring the office line, it forwards to me",
      PR("AG", ["6pm|6 pm|after 6|six|18:00|office line"])),
    # --- Tue 24 Nov
    E("2026-11-24 07:25", "JD", "Morning. Heading to Corner Garage for 10 to meet Hollis"),
    E("2026-11-24 11:40", "JD", "Hollis done. He reckons the roof can take it if we use the rail system with the load spread over extra purlins. Written report by Friday he said",
      D("JD", HOLLIS_MEET)),
    E("2026-11-24 11:45", "RA", "Brilliant, thanks Jake"),
    E("2026-11-24 12:30", "MB", "Guys I've done my back in lifting a ladder at home. GP says no roof work for two weeks, so till the 7th. Can still do surveys and office stuff",
      CX("MB", ["back|roof"], "2026-12-07")),
    E("2026-11-24 12:35", "SM", "ah mate 😬 get well"),
    E("2026-11-24 12:50", "RA", "Take care of yourself. Sully, can you step up on Mill Lane with Jake?"),
    E("2026-11-24 13:05", "SM", "Yeah can do. Got my working at height ticket renewed in October so all good",
      C("SM", MILL_SULLY), F("SM", ["height"])),
    # --- Wed 25 Nov
    E("2026-11-25 08:15", "AG", "Mr Fraser hasn't replied re Mill Lane sign off. Will ring him again this afternoon"),
    E("2026-11-25 09:30", "PS", "Does anyone know someone at the DNO? Our Corner Garage G99 has been sitting there 3 weeks"),
    E("2026-11-25 09:41", "AG", "I do, I worked at Northern Powergrid connections for 4 years before this job. I'll ring Dave there",
      F("AG", ["Northern Powergrid|DNO"]), C("AG", ["Dave"])),
    E("2026-11-25 14:30", "SM", "<Media omitted>"),
    E("2026-11-25 14:31", "SM", "Edge protection + tower up at Patel's", D("SM", EDGE)),
    E("2026-11-25 16:40", "AG", "Fraser signed!!! Mill Lane is go for 1st Dec 🎉", D("AG", FRASER)),
    E("2026-11-25 16:45", "PS", "🎉 I'll submit the DNO notification for Mill Lane tomorrow then", C("PS", DNO, "2026-11-26")),
    # --- Thu 26 Nov
    E("2026-11-26 08:00", "TN", "At Patel's. Jake's with me"),
    E("2026-11-26 09:30", "PS", "DNO notification for Mill Lane submitted, ref is in the job folder", D("PS", DNO)),
    E("2026-11-26 12:00", "TN", "Inverter mounted, isolators in. Mrs Patel asked if we can move the inverter to the garage instead of the hallway. Said I'd check with you Rach",
      D("TN", PATEL)),
    E("2026-11-26 12:10", "RA", "If the cable run's under 10m, fine, no charge"),
    E("2026-11-26 12:30", "TN", "its 6m. Moving it to the garage, done by end of day", C("TN", GARAGE, "2026-11-26")),
    E("2026-11-26 16:50", "TN", "Inverter's in the garage, all tested. Panels tomorrow, Jake and Sully", D("TN", GARAGE)),
    # --- Fri 27 Nov
    E("2026-11-27 07:30", "RA", "Jake's phone got smashed yesterday apparently, he's on his mum's number for a bit. Adding it"),
    E("2026-11-27 07:31", None, f"Rachel Okafor added {JAKE_TEMP}"),
    E("2026-11-27 07:40", "J2", "hiya its Jake, this is my mums old phone till mine's fixed. shop says next weds",
      CX("JD", ["phone|number"], "2026-12-02")),
    E("2026-11-27 08:15", "AG", "FYI I'm working from home Mon to Wed next week, my youngest has chickenpox. Phones as normal",
      CX("AG", ["home|chickenpox"], "2026-12-02")),
    E("2026-11-27 10:00", "J2", "8 panels on at Patels, Sully doing the last rail"),
    E("2026-11-27 12:15", "J2", "<Media omitted>"),
    E("2026-11-27 14:30", "TN", "Patel system live. 3.2kW peak at 2pm in late November, not bad"),
    E("2026-11-27 15:00", "PS", "Tom, I need the commissioning sheet for the MCS cert. Monday ok?"),
    E("2026-11-27 15:05", "TN", "Monday first thing", C("TN", MCS, "2026-11-30")),
    E("2026-11-27 15:40", "RA", "Hollis report arrived. Corner Garage is a go. Priya can you price up the rail kit?"),
    E("2026-11-27 15:55", "PS", "Yep, quote out by Wed. Also pls send me stuff by email not WhatsApp, things get lost in here",
      C("PS", QUOTE, "2026-12-02"), PR("PS", ["email"])),
    E("2026-11-27 16:20", "J2", "rach can I stay on the roof jobs rather than office days? I'd rather be outside tbh",
      PR("JD", ["roof|outside"])),
    # --- Mon 30 Nov
    E("2026-11-30 07:35", "MB", "Morning. Back's still sore but I can do office work. Rach want me to do the Corner Garage materials list?"),
    E("2026-11-30 07:50", "RA", "Yes please, by Wednesday ideally"),
    E("2026-11-30 07:52", "MB", "no probs, Weds", C("MB", MATS, "2026-12-02")),
    E("2026-11-30 08:30", "TN", "MCS commissioning sheet is in the job folder Priya", D("TN", MCS)),
    E("2026-11-30 09:00", "AG", "Mill Lane tomorrow 8am. Sully & Jake on the roof, Tom electrics. Scaffold went up Sat?"),
    E("2026-11-30 09:05", "SM", "yep Sat morning"),
    E("2026-11-30 10:40", "AG", "Also the Greens at Elm Close want an EICR before we fit their battery in January. Who can sign that off?"),
    E("2026-11-30 10:52", "TN", "me, I've got the 2391 inspection & testing. I'll do it Tuesday 8th",
      F("TN", ["2391|inspection"]), C("TN", EICR, "2026-12-08")),
    E("2026-11-30 11:00", "J2", "Is it ok if I do my first aid course on thurs 3rd? mill lane should be done by then"),
    E("2026-11-30 11:20", "RA", "Fine by me"),
    # --- Tue 1 Dec
    E("2026-12-01 07:55", "SM", "Frost on the roof at Mill Lane. Waiting for it to clear, maybe 9:30"),
    E("2026-12-01 10:30", "J2", "<Media omitted>"),
    E("2026-12-01 10:31", "J2", "rails on 👌"),
    E("2026-12-01 15:30", "SM", "6 of 10 on. Last 4 panels tomorrow AM", C("SM", LAST4, "2026-12-02")),
    E("2026-12-01 16:00", "PS", "Rach the Corner Garage quote will be Friday not Wed, waiting on the rail price from the wholesaler",
      P("PS", QUOTE, "2026-12-04")),
    E("2026-12-01 16:10", "RA", "Ok"),
    E("2026-12-01 16:30", "AG", "Mrs Henderson rang – she's on Octopus now and wants the battery to charge off-peak overnight. Someone needs to change the app settings remotely"),
    E("2026-12-01 16:40", "J2", "i can do that remotely tomorrow evening, I've got the login", C("JD", OFFPEAK, "2026-12-02")),
    # --- Wed 2 Dec
    E("2026-12-02 08:00", "MB", "Materials list for Corner Garage will be tomorrow, sorry, wholesaler sent the wrong rail specs and I have to redo half of it",
      P("MB", MATS, "2026-12-03")),
    E("2026-12-02 11:00", "SM", "All 10 on at Mill Lane, Tom's on the inverter now", D("SM", LAST4)),
    E("2026-12-02 15:30", "TN", "Mill Lane live ✅ customer happy. Good job Sully & Jake", D("SM", MILL_SULLY)),
    E("2026-12-02 19:30", "J2", "cant log in to the henderson battery, their wifi is down. will do it friday when mrs H has reset the router",
      P("JD", OFFPEAK, "2026-12-04")),
    # --- Thu 3 Dec
    E("2026-12-03 08:10", "JD", "got my phone back!! ignore the other number now"),
    E("2026-12-03 08:12", None, f"Rachel Okafor removed {JAKE_TEMP}"),
    E("2026-12-03 09:00", "RA", "Corner Garage owner has put everything on hold till March. Priya, no need for the quote Friday. Marcus, park the materials list too",
      X("PS", QUOTE), X("MB", MATS)),
    E("2026-12-03 09:10", "PS", "ugh ok"),
    E("2026-12-03 09:12", "MB", "Fair enough, half done anyway, I'll keep it in the folder"),
    E("2026-12-03 10:00", "AG", "Quick one – Christmas do is Fri 18th at the Crown. Who's in? Tell me by Thursday evening, I'm booking Friday",
      C("AG", ["Christmas|Crown"], "2026-12-04")),
    E("2026-12-03 10:05", "TN", "in. no sprouts for me pls 🤮", PR("TN", ["sprout"])),
    E("2026-12-03 10:07", "SM", "in"),
    E("2026-12-03 10:20", "JD", "in if I'm not on at the pub that night, I do friday shifts at the Swan",
      F("JD", ["pub|Swan"])),
    E("2026-12-03 11:30", "MB", "Physio's happy, back on roofs Tuesday 8th 💪"),
    E("2026-12-03 14:00", "AG", "Dave at Northern Powergrid says the Corner Garage G99 is approved btw, for when it comes back in March",
      D("AG", ["Dave"])),
    # --- Fri 4 Dec
    E("2026-12-04 08:00", "RA", "Last push before the weekend. Timesheets by 4 again pls"),
    E("2026-12-04 08:30", "AG", "Christmas do: 5 confirmed. Jake?"),
    E("2026-12-04 08:45", "JD", "yes im in, swapped my shift"),
    E("2026-12-04 09:10", "SM", "Van 2 MOT is due the 12th, I'll book it in for next week", C("SM", MOT)),
    E("2026-12-04 10:15", "JD", "henderson battery now charging 00:30-05:30 on the cheap rate 👍", D("JD", OFFPEAK)),
]
