"""Chat 2: a wedding photography studio, WhatsApp (Android) txt export, English."""

from common import c, cx, d, f, m, p, pr, x

FILE = "WhatsApp Chat with Lumen Studio Team.txt"
GROUP = "Lumen Studio Team"
LANGUAGE = "en"
OWNER = "Hannah Ward"
JAMAL_TEMP = "+44 7700 900318"

# key: display name in the export (as the owner's phone has them saved)
SENDERS = {
    "han": "Hannah Ward",
    "oll": "Ollie Brennan",
    "pri": "Priya Nair",
    "mar": "Marcus Bell",
    "sop": "Soph Studio",
    "jam": "Jamal Okafor",
    "jtmp": JAMAL_TEMP,  # Jamal from a borrowed SIM, not in the contacts
    "gre": "Greta K",
}

PEOPLE = {
    "oll": ("Oliver Brennan", ["Ollie", "Oliver", "Ollie Brennan", "Ol"]),
    "pri": ("Priya Nair", ["Priya", "Pri", "Priya Nair"]),
    "mar": ("Marcus Bell", ["Marcus", "Marc", "Marcus Bell"]),
    "sop": ("Sophie Lindqvist", ["Soph", "Sophie", "Soph Studio"]),
    "jam": ("Jamal Okafor", ["Jamal", "Jay", "J", "Jamal Okafor"]),
    "gre": ("Greta Kowalczyk", ["Greta", "Greta K", "G"]),
}

ENCRYPTION = ("Messages and calls are end-to-end encrypted. Only people in this chat can read, "
              "listen to, or share them. Learn more.")

MESSAGES = [
    # --- Mon 16 Nov
    m("2026-11-16 08:57", "", kind="system", action=ENCRYPTION),
    m("2026-11-16 08:57", "", kind="system", action='Hannah Ward created group "Lumen Studio Team"'),
    m("2026-11-16 08:58", "", kind="system",
      action="Hannah Ward added Ollie Brennan, Priya Nair, Marcus Bell, Soph Studio, Jamal Okafor, Greta K"),
    m("2026-11-16 09:01", "han",
      "Morning all! New group, the old one got cluttered with client stuff. Keep this one for "
      "us only pls"),
    m("2026-11-16 09:04", "oll", "👍"),
    m("2026-11-16 09:10", "han",
      "Next three weeks:\nSat 21st Ashford/Kemp at Hartwell Manor\nSat 28th Reyes/Okonjo (the "
      "winter one, outdoor ceremony 🥶)\nSat 5th Dec Patel/Moreau\nPlus the bridal fair at the "
      "Corn Exchange Sun 29th"),
    m("2026-11-16 09:14", "sop",
      "I'll send the timeline questionnaire to Ashford/Kemp EOD, they still haven't filled it in",
      c("sop", ["questionnaire"], "2026-11-16")),
    m("2026-11-16 09:20", "pri",
      "Still working through the Whitfield gallery, 412 left to edit. Should have it to you by Thursday",
      c("pri", ["whitfield"], "2026-11-19")),
    m("2026-11-16 09:22", "mar",
      "Whitfield film is cut btw, just the music licence to sort. I'll do that tonight",
      c("mar", ["licen"], "2026-11-16")),
    m("2026-11-16 09:30", "han", "Greta where are we with the Dawson album?"),
    m("2026-11-16 09:41", "gre",
      "Spreads 1-14 done, they want to swap the cover photo AGAIN 🙃 I'll send them v3 tomorrow",
      c("gre", ["dawson"], "2026-11-17")),
    m("2026-11-16 10:05", "jam",
      "Morning. Heads up the 85mm is making the grinding noise again when it focuses. I can drop "
      "it at Fixation on my way home tomorrow",
      c("jam", ["85", "fixation|repair|drop"], "2026-11-17")),
    m("2026-11-16 10:07", "han", "Yes please, and ask them for a loan lens if it's more than a week"),
    m("2026-11-16 10:08", "jam", "👍"),
    m("2026-11-16 13:22", "sop", "Questionnaire sent ✅", d("sop", ["questionnaire"])),
    m("2026-11-16 17:48", "oll", "Hannah for the 21st do you want me on groom prep or venue details?"),
    m("2026-11-16 17:55", "han",
      "Groom prep then venue. And can you bring the Godox kit, ours is still at Marcus's"),
    m("2026-11-16 18:02", "oll", "sure thing", c("oll", ["godox"], "2026-11-21")),
    m("2026-11-16 22:40", "mar", "Licence sorted, film exported", d("mar", ["licen"])),
    # --- Tue 17 Nov
    m("2026-11-17 08:30", "pri",
      "Quick one, can we agree I don't take calls from clients directly? I'm much better on "
      "email, a phone call throws my whole editing day",
      pr("pri", ["email|e-mail"])),
    m("2026-11-17 08:45", "han", "Absolutely. Soph, route anything edit-related through you"),
    m("2026-11-17 08:46", "sop", "👌"),
    m("2026-11-17 12:10", "gre", media="media"),
    m("2026-11-17 12:11", "gre", "v3 cover options, which one? I like the left"),
    m("2026-11-17 12:30", "han", "Left. Send it"),
    m("2026-11-17 15:02", "gre", "Sent to the Dawsons", d("gre", ["dawson"])),
    m("2026-11-17 18:20", "jam",
      "Dropped the 85 at Fixation. They reckon 10 days, loan lens is a Sigma 85 but it's fine",
      d("jam", ["85", "fixation|repair|drop"])),
    # --- Wed 18 Nov
    m("2026-11-18 09:15", "sop",
      "Ashford/Kemp questionnaire is back. Ceremony 1pm, confetti straight after, and they want "
      "a drone shot of the whole party on the lawn"),
    m("2026-11-18 09:18", "han", "Marcus can you do the drone or is your licence still in renewal?"),
    m("2026-11-18 09:40", "mar",
      "Drone licence renewal came through Monday, I'm good. I'll fly it if the wind is under "
      "20mph, otherwise forget it",
      f("mar", ["drone"]), c("mar", ["drone"], "2026-11-21")),
    m("2026-11-18 11:02", "pri",
      "Also FYI I'm off Mon 23 – Wed 25, my sister's wedding in Kochi 🎉 Whitfield will be with "
      "you before that",
      cx("pri", ["sister|kochi"], until="2026-11-25")),
    m("2026-11-18 16:44", "gre",
      "Dawsons said yes to the left cover 🙌 I'll put the print order in on Friday",
      c("gre", ["print"], "2026-11-20")),
    # --- Thu 19 Nov
    m("2026-11-19 10:10", "pri", "Whitfield gallery is up on Pixieset, 638 images. Link in the usual doc",
      d("pri", ["whitfield"])),
    m("2026-11-19 10:12", "han", "Amazing Pri 🙌"),
    m("2026-11-19 10:20", "sop", "I'll email the Whitfields the link + the print shop code",
      c("sop", ["whitfield"])),
    m("2026-11-19 11:05", "sop", "Whitfields emailed", d("sop", ["whitfield"])),
    m("2026-11-19 14:30", "han",
      "Re the bridal fair on the 29th, who's free to man the stand? It's 10 till 4"),
    m("2026-11-19 14:41", "oll", "I can do the morning, till 1", c("oll", ["fair|stand"], "2026-11-29")),
    m("2026-11-19 14:55", "gre", "I'll do the afternoon if someone brings me a coffee ☕",
      c("gre", ["fair|stand"], "2026-11-29")),
    m("2026-11-19 15:00", "sop",
      "And I'll print new price cards for the stand, the old ones still have the 2025 prices lol",
      c("sop", ["price"])),
    # --- Fri 20 Nov
    m("2026-11-20 09:00", "gre", "Dawson print order placed, 3 weeks turnaround", d("gre", ["print"])),
    m("2026-11-20 11:40", "han", "Forecast for tomorrow: 14mph, gusts to 22 🤞"),
    m("2026-11-20 11:45", "mar", "borderline, we'll see on site"),
    m("2026-11-20 16:20", "jam",
      "Batteries charged, cards formatted. I'll load the car at 7 tomorow", c("jam", ["load|car"], "2026-11-21")),
    m("2026-11-20 16:22", "han", "Legend"),
    # --- Sat 21 Nov
    m("2026-11-21 07:05", "jam", "Car loaded", d("jam", ["load|car"])),
    m("2026-11-21 10:48", "oll", media="media"),
    m("2026-11-21 10:48", "oll", "groom prep vibes 🕺"),
    m("2026-11-21 13:50", "mar",
      "Wind's too strong, drone is grounded. Did the group shot from the balcony instead",
      x("mar", ["drone"])),
    m("2026-11-21 13:52", "han", "Good call"),
    m("2026-11-21 21:30", "han", "What a day. Thank you all 🥂"),
    m("2026-11-21 21:34", "oll", "🥂🥂"),
    # --- Sun 22 Nov
    m("2026-11-22 11:20", "pri",
      "Ashford/Kemp sneak peeks (20ish) by Tuesday... wait no, I'm off Tuesday. By Monday "
      "morning, before my flight",
      c("pri", ["sneak"], "2026-11-23")),
    m("2026-11-22 11:25", "han", "Only if you have time, no stress"),
    m("2026-11-22 18:05", "mar",
      "Heads up, I've got the Thompson corporate job all this week so the Ashford/Kemp highlights "
      "film will take longer. Realistically 6 Dec",
      cx("mar", ["thompson|corporate"], until="2026-11-27"),
      c("mar", ["highlight"], "2026-12-06")),
    # --- Mon 23 Nov
    m("2026-11-23 07:10", "pri", "Sneak peeks in the shared folder, 22 of them. Off to the airport ✈️",
      d("pri", ["sneak"])),
    m("2026-11-23 09:30", "sop", "Sending them to Ashford/Kemp now"),
    m("2026-11-23 10:15", "sop",
      "Also Christmas mini sessions: 14 slots on 12 Dec, 9 booked already. I'd rather we don't "
      "discount them this year, last year the 30% off ones were exactly the no-shows",
      pr("sop", ["discount"])),
    m("2026-11-23 10:20", "han", "Agreed, no discount"),
    m("2026-11-23 13:58", "", kind="system", action=f"Hannah Ward added {JAMAL_TEMP}"),
    m("2026-11-23 14:00", "jtmp",
      "Hi all it's Jamal, dropped my phone in the canal (don't ask). This is my temp number till "
      "Friday when the new one comes",
      cx("jam", ["number|phone"], until="2026-11-27")),
    m("2026-11-23 14:02", "oll", "the canal 😂😂 we need the story"),
    m("2026-11-23 14:05", "jtmp", "never"),
    m("2026-11-23 14:30", "han",
      "Jamal can you collect the 85 when Fixation call? They said Friday, they'll ring the studio landline"),
    m("2026-11-23 14:33", "jtmp", "yep, if they ring by 4 I'll go same day",
      c("jam", ["85", "collect|pick"], "2026-11-27")),
    # --- Tue 24 Nov
    m("2026-11-24 09:10", "sop",
      "Ashford/Kemp replied to the sneak peeks with 14 heart emojis so I think they're happy"),
    m("2026-11-24 11:30", "gre",
      "Hannah I need the final image list for the Patel/Moreau engagement album by Friday or I "
      "can't get it printed before their wedding"),
    m("2026-11-24 11:45", "han", "Ollie you shot most of that engagement session, can you pick the 30?"),
    m("2026-11-24 12:20", "oll", "on it. friday latest", c("oll", ["patel|engagement"], "2026-11-27")),
    m("2026-11-24 15:00", "sop", "Price cards printed 👌 also made new QR codes to the enquiry form",
      d("sop", ["price"])),
    m("2026-11-24 19:00", "mar",
      "Can someone else edit the Reyes/Okonjo film this time? Thompson job is eating me alive"),
    m("2026-11-24 19:05", "han", "Let's talk Thursday"),
    # --- Wed 25 Nov
    m("2026-11-25 08:00", "sop", "Mini sessions fully booked! 14/14"),
    m("2026-11-25 10:40", "gre",
      "Btw for the record I hate designing on the laptop, please can I keep the studio iMac on "
      "Wednesdays and Fridays?",
      pr("gre", ["imac"])),
    m("2026-11-25 10:45", "han", "Yes, it's yours those days"),
    m("2026-11-25 10:52", "oll", "we should do a styled shoot in the snow someday ❄️"),
    m("2026-11-25 16:00", "jtmp",
      "Reyes/Okonjo: I'll recce the ceremony spot tomorrow afternoon, check where the sun goes "
      "down and where the heaters can go",
      c("jam", ["recce|ceremony spot"], "2026-11-26")),
    # --- Thu 26 Nov
    m("2026-11-26 09:00", "pri", "Back! Jet lagged but alive. What did I miss?"),
    m("2026-11-26 09:05", "oll", "Jamal's phone is in a canal"),
    m("2026-11-26 09:06", "pri", "?!"),
    m("2026-11-26 11:00", "han",
      "Marcus, decision: I'll ask Priya to cut the Reyes/Okonjo film. Pri ok with you?"),
    m("2026-11-26 11:30", "pri",
      "Ok but only if I can use Marcus's LUTs and he does the audio mix. I did video at the Echo "
      "for 6 years so I'm not scared 😄 I can have it to them by 18 Dec",
      c("pri", ["reyes|okonjo", "film"], "2026-12-18"), f("pri", ["echo"])),
    m("2026-11-26 11:33", "mar", "deal, LUTs + audio on me", c("mar", ["lut"]), c("mar", ["audio"])),
    m("2026-11-26 16:45", "jtmp",
      "Recce done. Sun goes behind the big oak at 3:40 so a 2pm ceremony is perfect. Heaters can "
      "go by the hedge, there's power there",
      d("jam", ["recce|ceremony spot"])),
    m("2026-11-26 16:50", "han", "Perfect thanks J"),
    # --- Fri 27 Nov
    m("2026-11-27 10:00", "oll", "The 30 engagement pics for Patel/Moreau are in the folder, numbered in order",
      d("oll", ["patel|engagement"])),
    m("2026-11-27 10:05", "gre", "Thank you!! starting now"),
    m("2026-11-27 13:10", "jtmp",
      "Fixation didn't call 🙄 I rang them, the part hasn't arrived. They say Wednesday now. I'll get it Wed",
      p("jam", ["85", "collect|pick"], "2026-12-02")),
    m("2026-11-27 17:30", "jam", "New phone, old number, back to normal! Ignore the other number"),
    # --- Sat 28 Nov
    m("2026-11-28 08:10", "han", "Call time 11 at the venue. It's -2 so thermals everyone"),
    m("2026-11-28 08:15", "gre",
      "Reminder I'm vegan so no venue meal for me, I'll bring my own 🥕", f("gre", ["vegan"])),
    m("2026-11-28 14:12", "oll", media="media"),
    m("2026-11-28 14:13", "oll", "sun behind the oak. Jamal you genius"),
    m("2026-11-28 22:10", "han", "Freezing but magical. Thank you team ❄️"),
    # --- Sun 29 Nov
    m("2026-11-29 08:45", "oll", "At the Corn Exchange, stand is up"),
    m("2026-11-29 12:30", "gre", "Ollie I'm here, where are you?"),
    m("2026-11-29 13:05", "oll", "Handover done, 11 enquiry cards so far", d("oll", ["fair|stand"])),
    m("2026-11-29 16:20", "gre",
      "Packed up. 23 enquiries total and 2 bookings on the spot!! And yes Soph, someone did bring me coffee",
      d("gre", ["fair|stand"])),
    m("2026-11-29 16:25", "sop", "YES 🎉 I'll follow up all 23 by Wednesday",
      c("sop", ["enquir|follow"], "2026-12-02")),
    # --- Mon 30 Nov
    m("2026-11-30 09:00", "han",
      "Weekly: Priya, Ashford/Kemp full gallery when? Greta, Patel/Moreau album status?"),
    m("2026-11-30 09:20", "pri", "Ashford/Kemp full gallery by Fri 4th. Then straight into Reyes/Okonjo",
      c("pri", ["ashford|kemp"], "2026-12-04")),
    m("2026-11-30 09:25", "gre",
      "Album's at the printer, back Thursday. I'll hand deliver it to the Patels on Friday, "
      "they're 10 min from me",
      c("gre", ["patel", "album"], "2026-12-04")),
    m("2026-11-30 11:00", "mar", "Sent Priya the LUT pack", d("mar", ["lut"])),
    m("2026-11-30 11:30", "sop",
      "Hannah just so you know I'm working from home Tue-Wed, boiler man is coming sometime in "
      "that 2 day window 🙄 on my phone as usual",
      cx("sop", ["home|boiler"], until="2026-12-02")),
    m("2026-11-30 14:00", "oll",
      "Random but for Patel/Moreau I'd really rather shoot the ceremony from the back balcony "
      "than the front. Knee's still dodgy from football and kneeling at the front for 40 min kills it",
      pr("oll", ["balcony|back"]), f("oll", ["football"])),
    # --- Tue 1 Dec
    m("2026-12-01 09:30", "han", "Marcus, Ashford/Kemp highlights: is 6 Dec still realistic?"),
    m("2026-12-01 09:45", "mar", "Honestly no. Thompson overran. 11th, and that's a promise",
      p("mar", ["highlight"], "2026-12-11")),
    m("2026-12-01 09:47", "han", "ok, I'll tell the couple"),
    m("2026-12-01 11:10", "gre",
      "Working half days this week, my mum's in hospital (she's ok). I'll be on and off",
      cx("gre", ["half|mum|hospital"], until="2026-12-04")),
    m("2026-12-01 11:12", "han", "Sending love to your mum x take whatever time you need"),
    m("2026-12-01 13:00", "jam", kind="deleted"),
    m("2026-12-01 13:01", "jam",
      "sorry wrong chat. Hannah can I take Thu 10 Dec off? Graduation ceremony for my photography degree at last 🎓",
      f("jam", ["degree|graduat"])),
    m("2026-12-01 13:05", "han", "Of course!! congrats"),
    m("2026-12-01 16:00", "sop", "Followed up 15 of 23 enquiries, rest tomorrow"),
    # --- Wed 2 Dec
    m("2026-12-02 11:00", "jam", "Got the 85 back from Fixation, works like new. Returned the Sigma",
      d("jam", ["85", "collect|pick"])),
    m("2026-12-02 15:30", "sop", "All 23 followed up ✅ 4 calls booked for next week",
      d("sop", ["enquir|follow"])),
    m("2026-12-02 15:35", "han", "You're a machine"),
    m("2026-12-02 17:00", "pri",
      "Hannah bad news, Ashford/Kemp full gallery won't make Friday, my Lightroom catalogue "
      "corrupted and I'm rebuilding previews. Monday 7th?",
      p("pri", ["ashford|kemp"], "2026-12-07")),
    m("2026-12-02 17:02", "han", "Ugh, ok. Monday"),
    # --- Thu 3 Dec
    m("2026-12-03 10:00", "gre", media="media"),
    m("2026-12-03 10:01", "gre", "Album's back from the printer and it's gorgeous"),
    m("2026-12-03 10:30", "sop",
      "The Patels asked if we could hand the album over at the rehearsal dinner instead, Sat 5th? Greta?"),
    m("2026-12-03 10:45", "gre", "Fine by me, I'll bring it Saturday",
      p("gre", ["patel", "album"], "2026-12-05")),
    m("2026-12-03 14:00", "mar",
      "Pri sorry, I can't fit the Reyes/Okonjo audio mix in before Christmas after all. Use the "
      "auto-mix and I'll tweak in Jan if they complain?",
      x("mar", ["audio"])),
    m("2026-12-03 14:20", "pri", "hmm fine 😒"),
    m("2026-12-03 16:00", "han",
      "Patel/Moreau Saturday: Ollie on the balcony for the ceremony like you wanted, Jamal "
      "lights, Marcus video. Soph, call sheet tomorrow?"),
    m("2026-12-03 16:10", "sop", "Call sheet tomorrow by noon", c("sop", ["call sheet"], "2026-12-04")),
    # --- Fri 4 Dec
    m("2026-12-04 11:40", "sop", "Call sheet for tomorrow, arrive 10:30",
      d("sop", ["call sheet"]), media="file:Call_sheet_Patel_Moreau.pdf"),
    m("2026-12-04 12:05", "jam",
      "One for next year: I'd rather do lighting than second shooting, that's where I'm happiest",
      pr("jam", ["lighting"])),
    m("2026-12-04 12:10", "han", "Noted 😊 let's talk in Jan"),
    m("2026-12-04 12:30", "mar", "Ashford/Kemp highlights rough cut is looking good btw", edited="yes"),
]
