"""Solar-panel installation crew — WhatsApp (Android) export, English."""

from common import C, CX, D, DELETED, F, M, P, PR, SVC, X

FILE = "WhatsApp Chat with SunRidge Install Crew.txt"
LANGUAGE = "en"
OWNER = "Peter Kamau"

SENDERS = {
    "O": "Peter Kamau",
    "BO": "Brian Otieno",
    "GW": "Grace W",
    "SM": "Sammy",
    "TR": "Tom Reynolds",
    "FA": "Faith Stores",
    "KN": "Kev",
    "KN2": "+254 711 204583",  # Kevin's new line, not saved in the owner's phone
}

PEOPLE = {
    "BO": ("Brian Otieno", ["Brian", "Bri", "Otieno"]),
    "GW": ("Grace Wanjiru", ["Grace", "Gracie", "Grace W", "Wanjiru"]),
    "SM": ("Samuel Mwangi", ["Sam", "Sammy", "Samuel", "Mwangi"]),
    "TR": ("Tom Reynolds", ["Tom", "Tommy", "Reynolds"]),
    "FA": ("Faith Achieng", ["Faith", "Faith Stores", "Achieng"]),
    "KN": ("Kevin Njoroge", ["Kevin", "Kev", "KJ", "Njoroge"]),
}

MESSAGES = [
    SVC("11-16 07:01", None, "Messages and calls are end-to-end encrypted. No one outside of this chat, not "
        "even WhatsApp, can read or listen to them. Tap to learn more."),
    # --- Mon 16 Nov
    M("11-16 07:15", "O", "Morning team. This week: Mutua house in Karen Mon-Wed, Thursday Tom and Kev do the "
      "Limuru school survey. Inverters for Limuru still stuck at Mombasa port, Faith is chasing"),
    M("11-16 07:22", "BO", "Morning. Picking the panels from the yard now, see you guys at Karen by 9"),
    M("11-16 07:24", "SM", "Van has a slow puncture, fixing it at the Shell on Ngong Rd, give me 30 min"),
    M("11-16 07:40", "FA", "Clearing agent says the Growatt containers should be released by Thursday. "
      "I'll call them again Wednesday morning and update here",
      C("FA", "clearing|agent", due="11-18")),
    M("11-16 09:10", "BO", "", media="<Media omitted>"),
    M("11-16 09:11", "BO", "Roof at Mutua's is clay tiles not iron sheets like the survey says 🙄 we need "
      "tile hooks not L-feet"),
    M("11-16 09:13", "O", "Tom??"),
    M("11-16 09:30", "TR", "My bad, I surveyed off the drone pics only. I'll drop 40 tile hooks at site by 12, "
      "have them in the car", C("TR", "hook", due="11-16")),
    M("11-16 12:05", "TR", "Hooks delivered. Sorry again guys", D("TR", "hook")),
    M("11-16 16:45", "O", "How far are we?"),
    M("11-16 16:50", "BO", "Rails up on the north face, 12 of 20 panels on. Tomorrow we finish the panels"),
    M("11-16 16:58", "GW", "Yep and DC side tomorrow is mine", C("GW", "DC", due="11-17")),
    # --- Tue 17 Nov
    M("11-17 11:40", "BO", "All 20 panels on ✅"),
    M("11-17 15:10", "GW", "DC done, strings tested, Voc all within range. I'll do the AC side and the battery "
      "tomorrow, should be commissioning by 3pm if the KPLC meter guy doesn't mess us around",
      D("GW", "DC"), C("GW", "AC|battery", due="11-18")),
    M("11-17 17:20", "FA", "Just so you all know I'm off on Friday, my sister's wedding in Kisumu. Back Monday",
      CX("FA", "wedding|Kisumu|off", until="11-20")),
    # --- Wed 18 Nov
    M("11-18 09:05", "FA", "Called the agent. KRA wants one more document for the inverters, the certificate of "
      "conformity. I'll get it from the supplier today and send it to them",
      D("FA", "clearing|agent"), C("FA", "certificate|conformity", due="11-18")),
    M("11-18 09:07", "O", "Thanks Faith. Keep pushing, Limuru starts 30th no matter what"),
    M("11-18 10:20", "O", "Also who can take the Mutua net-metering application to KPLC at Stima Plaza? "
      "Not urgent, this week or next"),
    M("11-18 10:26", "SM", "Me. I pass there Friday when I go for the brake pads quote",
      C("SM", "net-meter|net meter|KPLC|Stima", due="11-20")),
    M("11-18 15:40", "GW", "Mutua system commissioned ✅ 8.2 kW, battery at 64%. Mrs Mutua very happy, she's "
      "already asking about a solar water heater 😂", D("GW", "AC|battery")),
    M("11-18 15:45", "O", "👏👏 Brian can you do the handover doc + app setup with her before you leave?",
      key="handover"),
    M("11-18 15:46", "BO", "on it", C("BO", "handover|app", due="11-18")),
    M("11-18 16:30", "BO", "Handover signed, app installed on her phone and her son's", D("BO", "handover|app")),
    M("11-18 17:10", "FA", "Supplier says they can only issue the certificate tomorrow morning, their "
      "compliance lady is out. I'll send it to the agent as soon as I get it",
      P("FA", "certificate|conformity", due="11-19")),
    # --- Thu 19 Nov
    M("11-19 09:35", "FA", "Certifcate sent to the agent 👍", D("FA", "certificate|conformity")),
    M("11-19 13:20", "TR", "", media="<Media omitted>"),
    M("11-19 13:22", "TR", "Limuru school roof: 3 blocks, iron sheets, trusses look ok but block C has some "
      "rusted purlins. I'll send the structural engineer a note today and the full survey report by Monday",
      C("TR", "engineer", due="11-19"), C("TR", "report", due="11-23")),
    M("11-19 13:25", "O", "Monday is fine. Flag block C clearly, we're not putting 10 panels on rotten purlins"),
    M("11-19 19:03", "TR", "Sent the note to Eng. Kariuki, he can come Tuesday", D("TR", "engineer")),
    # --- Fri 20 Nov
    M("11-20 08:15", "O", "Ngong Road office callback today, their inverter is showing Error 33. Who can go?"),
    M("11-20 08:20", "GW", "Me after 11, I have my licence renewal at 9 at the EPRA office",
      C("GW", "Ngong|inverter|error", due="11-20")),
    DELETED("11-20 09:02", "SM"),
    M("11-20 09:30", "SM", "Peter the Isuzu is due for service, 2 weeks overdue honestly. Can I take it Monday? "
      "We only need the pickup on Monday"),
    M("11-20 09:45", "O", "Yes take it Monday. Full service plus check the brakes, they squeal"),
    M("11-20 09:46", "SM", "Sure, will drop it at the garage in Industrial Area Monday 8am and collect same day",
      C("SM", "service|garage", due="11-23")),
    M("11-20 14:10", "GW", "Ngong Road sorted. Error 33 was grid over-voltage, adjusted the settings with the "
      "landlord's ok. Monitoring for a week", D("GW", "Ngong|inverter|error")),
    M("11-20 14:12", "GW", "Also licence renewed, Class A1 for another 3 years 💪 if any client asks, I can "
      "sign off anything up to 3-phase commercial", F("GW", "licen|A1")),
    # --- Mon 23 Nov
    M("11-23 07:40", "BO", "Kev and me in the yard. Peter we have only 38 lengths of rail, Limuru needs about 90. "
      "Faith?"),
    M("11-23 07:55", "FA", "Back! I'll place the rail order with Solarmax today, delivery is usually 5 days",
      C("FA", "rail", due="11-23")),
    M("11-23 08:10", "SM", "Van dropped at the garage, they'll call by 4"),
    M("11-23 11:30", "TR", "Report's not ready, sorry. Waiting on block C measurements from Kev's photos, half "
      "are blurry. Tomorrow EOD latest", P("TR", "report", due="11-24")),
    M("11-23 11:33", "KN", "😬 sorry. my phone camera is bad"),
    M("11-23 11:35", "O", "Tom go back Tuesday with the engineer anyway, take the good camera"),
    M("11-23 15:20", "FA", "Rails ordered: 96 lengths + 200 mid clamps + 60 end clamps. Solarmax says Friday",
      D("FA", "rail")),
    M("11-23 16:40", "SM", "Van back. Full service done, brake pads replaced. Bill 38k, Faith I'll send you "
      "the receipt", D("SM", "service|garage"), C("SM", "receipt")),
    M("11-23 16:42", "FA", "pdf please not a photo, photos are unreadable in the accounts system",
      PR("FA", "pdf")),
    # --- Tue 24 Nov
    M("11-24 09:00", "TR", "", media="<Media omitted>"),
    M("11-24 09:01", "TR", "with Eng Kariuki at Limuru. He says block C needs 6 new purlins before we load it"),
    M("11-24 09:20", "O", "Ok. Who's doing purlins? Not us I hope"),
    M("11-24 09:25", "TR", "School's fundi can do it by Friday, I'll confirm with the bursar and let you know",
      C("TR", "bursar|purlin")),
    M("11-24 17:55", "TR", "Survey report in your email Peter. Bursar confirmed, their fundi does the purlins "
      "by Friday", D("TR", "report"), D("TR", "bursar|purlin")),
    M("11-24 18:10", "SM", "Receipt Faith", D("SM", "receipt"),
      media="Isuzu_service_receipt.pdf (file attached)"),
    M("11-24 18:12", "FA", "thank you 🙏"),
    M("11-24 18:30", "TR", "Also for future: anything with drawings or numbers send me by email not on here, "
      "I lose stuff in WhatsApp", PR("TR", "email")),
    # --- Wed 25 Nov
    M("11-25 08:00", "O", "Team meeting Friday 4pm at the yard for the Limuru plan. Everyone please"),
    M("11-25 08:05", "BO", "I can't at 4, taking my daughter for her vaccine at 3:30. Can we do 5?"),
    M("11-25 08:10", "O", "5 then"),
    M("11-25 08:12", "O", "Sammy what about the KPLC forms? We need the Mutua meter before Christmas"),
    M("11-25 08:20", "SM", "Sorry, last Friday the brake guy took forever and I never reached Stima Plaza. "
      "I'll take them this Friday morning, promise 🙏",
      P("SM", "net-meter|net meter|KPLC|Stima", due="11-27")),
    SVC("11-25 10:12", None, "Peter Kamau added +254 711 204583"),
    M("11-25 10:15", "KN2", "Hi guys this is Kevin, new line. Old phone got stolen in town yesterday 😤 please "
      "save this one"),
    M("11-25 10:17", "GW", "Pole sana Kev"),
    M("11-25 10:20", "KN2", "thanks. Peter the crew photos app was on the old phone. I'll log in from this one "
      "tonight so the Limuru photos sync", C("KN", "photo|sync|log", due="11-25")),
    M("11-25 14:00", "BO", "Also from now on I'd rather we start early, 6:30 on site, so we're off the roof by 2 "
      "before the rains", PR("BO", "early|6:30")),
    M("11-25 14:05", "GW", "Noooo 😩"),
    M("11-25 14:06", "SM", "6:30 means I leave home at 5 🫠"),
    # --- Thu 26 Nov
    M("11-26 08:30", "KN2", "Synced. All Limuru photos are on the app now", D("KN", "photo|sync|log")),
    M("11-26 09:00", "FA", "Bad news: Solarmax says rails are now Tuesday, not Friday. Their truck is stuck "
      "at Namanga"),
    M("11-26 09:10", "O", "That hurts. Install starts Monday 30th. Brian can we start Block A with the 38 we have?"),
    M("11-26 09:20", "BO", "Block A needs 34 so yes. We do A Mon-Tue with what we have, I'll redo the schedule "
      "tonight and send it", C("BO", "schedule", due="11-26")),
    M("11-26 21:15", "BO", "Limuru schedule v2", D("BO", "schedule"),
      media="Limuru_schedule_v2.pdf (file attached)"),
    M("11-26 21:20", "O", "👍"),
    # --- Fri 27 Nov
    M("11-27 07:10", "GW", "Guys I'm down with malaria 🤒 Doctor gave me sick leave till Tuesday, back "
      "Wednesday. Sorry", CX("GW", "malaria|sick", until="12-01")),
    M("11-27 07:15", "O", "Pole Grace, rest. We'll manage"),
    M("11-27 07:20", "O", "So Limuru DC side Monday-Tuesday... who's qualified? Tom you still have your ticket?"),
    M("11-27 07:40", "TR", "Yes, I'll cover the DC side Mon and Tue. But remember I'm on leave from the 7th to "
      "the 18th of Dec, flying home to Bristol", C("TR", "DC"), CX("TR", "leave", until="12-18")),
    M("11-27 11:40", "SM", "Stima Plaza closed early today, some staff event 🙄 I'll go Thursday next week, "
      "I'm in town anyway", P("SM", "net-meter|net meter|KPLC|Stima", due="12-03")),
    M("11-27 16:52", "BO", "On my way, 10 min"),
    M("11-27 17:45", "O", "Thanks all for the meeting. Summary: Monday 6:30 at Limuru, Block A. Sammy drives, "
      "leaves the yard 5:30. Faith please chase Solarmax every day. Kev, harness inspection before Monday"),
    M("11-27 17:50", "FA", "will do", C("FA", "Solarmax|chase")),
    M("11-27 17:52", "KN2", "Harnesses I'll check tommorow morning at the yard", C("KN", "harness", due="11-28")),
    M("11-27 17:55", "SM", "5:30 👍"),
    M("11-27 18:05", "SM", "btw I have a heavy vehicle licence now (BCE), so I can drive the crane truck when "
      "we hire it for Naivasha", F("SM", "licen|heavy|BCE")),
    # --- Sat 28 Nov
    M("11-28 09:40", "KN2", "", media="<Media omitted>"),
    M("11-28 09:41", "KN2", "Harnesses checked. 5 ok, 1 has a cut on the webbing, put it aside with a red tag",
      D("KN", "harness")),
    M("11-28 09:50", "O", "Good man. Faith please order one more harness, same model"),
    M("11-28 10:30", "FA", "Ok, Monday", C("FA", "harness", due="11-30")),
    # --- Mon 30 Nov
    M("11-30 06:40", "BO", "", media="<Media omitted>"),
    M("11-30 06:41", "BO", "On site. Bursar gave us the key for the ladder room"),
    M("11-30 10:10", "FA", "Solarmax confirmed rails for tomorrow before noon. Harness ordered too",
      D("FA", "harness")),
    M("11-30 16:30", "BO", "Block A: rails and 18 of 34 panels. Slower than I wanted, the pitch is steep"),
    M("11-30 16:35", "TR", "DC prep done for the first 2 strings"),
    M("11-30 16:38", "BO", "Peter we need the long ladder for block B. Sammy will bring it from the yard "
      "tomorrow first thing, we talked on the way", C("SM", "ladder", due="12-01")),
    M("11-30 16:40", "BO", "And for the record I've done 300+ roofs since 2014 and never seen purlins as bad as "
      "block C 😅", F("BO", "2014|300")),
    # --- Tue 1 Dec
    M("12-01 06:50", "SM", "Long ladder is on site", D("SM", "ladder")),
    M("12-01 07:00", "O", "Kev, the Naivasha greenhouse farm survey is Thursday. Can you go with Tom?"),
    M("12-01 07:05", "KN2", "Yes I can go", C("KN", "Naivasha", due="12-03")),
    M("12-01 07:30", "KN2", "Also Peter my diploma exams are 7th to 11th Dec, I can only do half days that week. "
      "Second year electrical at KTTC, evening classes", CX("KN", "exam", until="12-11"),
      F("KN", "diploma|KTTC")),
    M("12-01 07:35", "O", "Noted"),
    M("12-01 11:50", "FA", "Rails arrived at Limuru ✅ 96 lengths, counted"),
    M("12-01 12:00", "BO", "Thanks Faith 🙌"),
    M("12-01 15:30", "TR", "Peter I can't do Naivasha Thursday, Limuru DC is behind. Friday?"),
    M("12-01 15:40", "O", "Friday ok. Kev, Friday then"),
    M("12-01 15:41", "KN2", "sawa, Friday", P("KN", "Naivasha", due="12-04")),
    M("12-01 16:40", "TR", "DC for Block A done, all 9 strings tested", D("TR", "DC")),
    # --- Wed 2 Dec
    M("12-02 06:45", "GW", "Back! Still a bit weak so ground work and testing today, not the roof"),
    M("12-02 07:00", "O", "Of course. Welcome back"),
    M("12-02 07:10", "GW", "And Peter please call me when it's urgent, don't send voice notes, I can't listen "
      "to them up on a roof", PR("GW", "call|voice")),
    M("12-02 12:30", "BO", "Block A complete ✅ 34 panels. Starting rails on B tomorrow"),
    M("12-02 13:00", "SM", "Peter the Limuru bursar asked for the invoice for the deposit balance, I told her "
      "you'll send it"),
    M("12-02 13:05", "O", "Will do today"),
    M("12-02 17:20", "FA", "FYI I'll be at the Solar Expo at KICC tomorrow the whole day, on phone only",
      CX("FA", "expo|KICC", until="12-03")),
    # --- Thu 3 Dec
    M("12-03 07:10", "TR", "The engineer wants to see the new purlins on block C before we load it. "
      "I'm off from Monday, Brian can you meet him there?"),
    M("12-03 07:20", "BO", "Yes I'll meet him Monday 9am", C("BO", "engineer|Kariuki", due="12-07")),
    M("12-03 08:50", "O", "Naivasha is off guys, the farm went with another company 😞 Kev, Tom, no trip Friday",
      X("KN", "Naivasha")),
    M("12-03 08:52", "KN2", "ah ok"),
    M("12-03 12:15", "SM", "KPLC forms submitted at Stima Plaza, they gave a reference number, 4 to 6 weeks "
      "they say", D("SM", "net-meter|net meter|KPLC|Stima")),
    M("12-03 12:20", "O", "Finally 🙌 thanks Sammy"),
    M("12-03 16:00", "BO", "Block B rails up, panels tomorrow"),
    # --- Fri 4 Dec
    M("12-04 08:10", "TR", "Kariuki looked at the photos of the new purlins, says they're fine, no need for "
      "a visit Monday. Brian you're off the hook", X("BO", "engineer|Kariuki")),
    M("12-04 08:12", "BO", "😎 more time on the roof then"),
    M("12-04 09:00", "SM", "Peter for next week can I drive the Isuzu not the Land Cruiser? The cruiser's clutch "
      "kills my knee, I always prefer the Isuzu", PR("SM", "Isuzu")),
    M("12-04 09:05", "O", "Fine by me"),
]
