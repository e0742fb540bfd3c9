"""Chat 2: WhatsApp (Android) export, English. A three-salon dog-grooming chain's leads group."""

from common import Chat, L

GROUP = "Fluff & Fold Leads"
SENDERS = {
    "H": "Hannah Price",  # owner, operations manager
    "D": "Dom Reyes",
    "P": "Priya N",
    "E": "Ellie 🐾",
    "M": "Marcus Bell",
    "S": "Sasha K",
    "T": "Tom W",
    "T2": "+44 7700 900418",  # Tom writing from a temporary, unsaved number
}
OWNER = "Hannah Price"
FULL = {
    "D": "Dominic Reyes",
    "P": "Priya Nair",
    "E": "Ellie Thompson",
    "M": "Marcus Bell",
    "S": "Sasha Kowalski",
    "T": "Tom Whitfield",
    "T2": "Tom Whitfield",
}
PEOPLE = {
    "Dominic Reyes": ["Dom", "Dom Reyes", "Dominic"],
    "Priya Nair": ["Priya", "Priya N"],
    "Ellie Thompson": ["Ellie", "El", "Ellie 🐾"],
    "Marcus Bell": ["Marcus", "Marc"],
    "Sasha Kowalski": ["Sasha", "Sash", "Sasha K"],
    "Tom Whitfield": ["Tom", "Tom W", "Tommo"],
}


def build() -> Chat:
    c = Chat(SENDERS, PEOPLE)
    c.full = FULL
    m = c.m
    m("11-16 07:58", "H", "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.", system=True)
    m("11-16 07:59", "H", f'You created group "{GROUP}"', system=True)
    m("11-16 07:59", "H", "You added Dom Reyes, Priya N, Ellie 🐾, Marcus Bell, Sasha K, Tom W", system=True)
    # --- Mon 16 Nov
    m("11-16 08:14", "H", "Morning all! New group just for leads so the big one stays sane 😅 Xmas bookings open today at 10. Sasha can you get the booking post up on insta before then?")
    m("11-16 08:20", "S", "on it 👍", L("commitment", "S", ["insta|post"], "11-16"))
    m("11-16 08:32", "D", "Big dryer at Riverside is making that grinding noise again. Using the small one for now but it takes forever with the doodles")
    m("11-16 08:35", "H", "Tom can you look at it this week?")
    m("11-16 08:50", "T", "Can do Wednesday morning before they open, need to order a bearing first",
      L("commitment", "T", ["dryer|bearing"], "11-18"))
    m("11-16 09:05", "P", "FYI at the bank after 2, back on the phone from 4")
    m("11-16 09:40", "E", "Morning! Quick q, am I allowed to do the hand stripping on the border terrier booked Thurs or is that still Dom only?")
    m("11-16 09:44", "D", "Dom only till you've done the course El. Happy to show you on Thursday tho",
      L("commitment", "D", ["strip"], "11-19"))
    m("11-16 09:45", "E", "yesss thank you!!")
    m("11-16 10:02", "S", "Post is live 🎄 link in bio updated too", L("done", "S", ["insta|post"]))
    m("11-16 11:30", "M", "Van MOT is due on the 30th. I'll book it in for the week before so we're not cutting it fine",
      L("commitment", "M", ["MOT"]))
    m("11-16 11:32", "H", "👍")
    m("11-16 13:15", "P", "Hannah need to talk to you about the Hendersons' spaniel, the nick on the ear. Owner is really upset. I'll call her this afternoon and offer a free groom",
      L("commitment", "P", ["henderson|call"], "11-16"))
    m("11-16 13:20", "H", "Yes please do. And photos of the ear in the incident log pls")
    m("11-16 13:22", "P", "will do", L("commitment", "P", ["incident|log"]))
    m("11-16 17:40", "P", "Spoke to Mrs Henderson, she's ok now, booked her free groom for 1st Dec. Log updated with pics",
      L("done", "P", ["henderson|call"]), L("done", "P", ["incident|log"]))
    # --- Tue 17 Nov
    m("11-17 08:10", "H", "December rota going round today. Shout if there are dates you can't do")
    m("11-17 08:25", "E", "I've got my level 3 exam on the 9th Dec so can't work that day 🙏",
      L("context", "E", ["exam"], "12-09"))
    m("11-17 08:40", "D", "I'd rather do earlies all of December if poss, I do school pickup at 3:30 every day",
      L("preference", "D", ["earl"]), L("fact", "D", ["school|pick"]))
    m("11-17 09:00", "M", "And I'm off 1st to 4th Dec btw, booked since summer. Tom's got the spare van keys",
      L("context", "M", ["off|leave|holiday|away|annual"], "12-04"))
    m("11-17 09:02", "H", "Noted both")
    m("11-17 10:15", "S", "Hannah the new price list, do you want me to do the print version too or just the website?")
    m("11-17 10:20", "H", "Both pls. New prices from 1 Dec")
    m("11-17 10:22", "S", "ok will have both done by friday", L("commitment", "S", ["price"], "11-20"))
    m("11-17 12:00", "T", "Bearing ordered, arrives tomorrow am. Still on for Wed")
    m("11-17 14:30", "E", "", media=True)
    m("11-17 14:31", "E", "look at this little man after his first ever groom 😭😭")
    m("11-17 14:35", "P", "cutie!!")
    m("11-17 16:00", "P", "Also Northgate is out of the oatmeal shampoo. Marcus can you bring 2 tubs from the store tomorrow?")
    m("11-17 16:12", "M", "yep first thing", L("commitment", "M", ["oatmeal|shampoo"], "11-18"))
    # --- Wed 18 Nov
    m("11-18 07:50", "T", "At Riverside now")
    m("11-18 09:10", "T", "Dryer fixed, new bearing in. Dom try it and tell me if it still whines",
      L("done", "T", ["dryer|bearing"]))
    m("11-18 09:12", "M", "2 tubs of oatmeal dropped at Northgate", L("done", "M", ["oatmeal|shampoo"]))
    m("11-18 09:30", "D", "Dryer sounds like new, cheers Tom 🙌")
    m("11-18 11:00", "H", "Reminder we're doing the Santa Paws photo day on Sat 12 Dec at Old Town. Who's doing what?")
    m("11-18 11:10", "S", "I'll do the posters and the booking page", L("commitment", "S", ["poster"]))
    m("11-18 11:15", "E", "I can be the elf 🧝‍♀️ lol")
    m("11-18 11:20", "M", "I'll sort the backdrop and props, my sister runs a photo studio, she'll lend us stuff",
      L("commitment", "M", ["backdrop|prop"]), L("fact", "M", ["sister"]))
    m("11-18 11:25", "P", "If Dom covers Northgate that day I can do the photos, I've got the good camera",
      L("commitment", "P", ["photo|camera"], "12-12"))
    m("11-18 11:27", "D", "I'll cover", L("commitment", "D", ["cover|northgate"], "12-12"))
    m("11-18 11:30", "H", "Perfect team 🎅")
    m("11-18 15:00", "S", "Hannah btw for briefs I much prefer voice notes over long texts, I read them on the bus and miss stuff lol",
      L("preference", "S", ["voice"]))
    # --- Thu 19 Nov
    m("11-19 09:00", "E", "Dom showed me hand stripping on Bertie, he was such a good boy. My arms are dead",
      L("done", "D", ["strip"]))
    m("11-19 10:30", "P", "Northgate card machine keeps dropping signal. Tom any chance?")
    m("11-19 10:45", "T", "prob the router, I'll swap it monday. And text me don't ring, I'm usually up a ladder",
      L("commitment", "T", ["router"], "11-23"), L("preference", "T", ["text"]))
    m("11-19 10:47", "P", "router? it's brand new")
    m("11-19 10:52", "T", "new doesn't mean good 😂 I did networks for BT for 10 years before this, trust me",
      L("fact", "T", ["network|BT"]))
    m("11-19 12:00", "M", "MOT booked for Tues 24th 9am at Kwik", L("done", "M", ["MOT"]))
    m("11-19 12:02", "H", "👍")
    m("11-19 16:20", "E", "Can I swap my Sat with someone? Got a family thing")
    m("11-19 16:40", "D", "I'll take it if you do my Tuesday", L("commitment", "D", ["saturday|sat"], "11-21"))
    m("11-19 16:42", "E", "deal!! thank youuu", L("commitment", "E", ["tuesday|tue"], "11-24"))
    # --- Fri 20 Nov
    m("11-20 09:15", "S", "Price lists done, website updated and the prints are in the office drawer",
      L("done", "S", ["price"]))
    m("11-20 10:00", "H", "Priya can you do the stock count at Northgate before end of month? Accountant wants it by 30th")
    m("11-20 10:20", "P", "Yes ill do it sunday when were closed", L("commitment", "P", ["stock"], "11-22"))
    m("11-20 13:00", "D", "Heads up, hurt my wrist, doc says mild sprain. Small dogs only till next Friday",
      L("context", "D", ["wrist|sprain"], "11-27"))
    m("11-20 13:05", "H", "Oh no! Take care. We'll move the big ones to Northgate")
    m("11-20 13:30", "P", "I'll call the Riverside big dog clients and rebook them with us",
      L("commitment", "P", ["rebook"]))
    # --- Sat 21 Nov
    m("11-21 10:00", "D", "At Riverside covering El's Saturday, all good", L("done", "D", ["saturday|sat"]))
    m("11-21 11:20", "E", "", media=True)
    # --- Sun 22 Nov
    m("11-22 18:00", "P", "Stock count done, sheet is in the drive", L("done", "P", ["stock"]))
    m("11-22 18:05", "P", "Also rebooked 6 of the 8 big dogs, 2 didn't pick up, will try them tomorrow")
    # --- Mon 23 Nov
    m("11-23 08:30", "T2", "Hi all it's Tom, dropped my phone in a bucket of flea rinse 🙈 this is my temp number till friday",
      L("context", "T", ["number|phone"], "11-27"))
    m("11-23 08:31", "T2", "router swap still today, at Northgate for 12")
    m("11-23 08:35", "H", "Haha classic. Saved")
    m("11-23 13:10", "T2", "Router swapped, card machine connected. Priya test it with a real payment pls",
      L("done", "T", ["router"]))
    m("11-23 13:30", "P", "works 👌")
    m("11-23 15:00", "S", "Hannah could I do the Santa Paws posters next week instead? Drowning in Xmas booking calls")
    m("11-23 15:04", "H", "Sure, by Wed 2nd latest")
    m("11-23 15:05", "S", "👍 Wed 2nd", L("postponed", "S", ["poster"], "12-02"))
    # --- Tue 24 Nov
    m("11-24 09:40", "M", "Van passed MOT ✅ advisory on the rear tyres")
    m("11-24 09:45", "H", "Marcus can you get the tyres done before the Christmas rush?")
    m("11-24 09:50", "M", "Will do them Thursday", L("commitment", "M", ["tyre|tire"], "11-26"))
    m("11-24 10:00", "E", "At Riverside doing Dom's Tuesday 💪", L("done", "E", ["tuesday|tue"]))
    m("11-24 11:00", "P", "Hannah the Northgate team want to try a 4 day week in Jan. I'm for it personally, honestly I'd rather do 4 long days than 5 short ones",
      L("preference", "P", ["long|4 day|4-day|four"]))
    m("11-24 11:05", "H", "Let's talk about it at the leads meeting")
    m("11-24 14:00", "D", "Priya are the last 2 big dogs rebooked? Or still on me?")
    m("11-24 14:10", "P", "Done yesterday, both moved to Northgate on Thursday", L("done", "P", ["rebook"]))
    # --- Wed 25 Nov
    m("11-25 08:50", "S", "Quick one, I'm doing Xmas bookings from home Thurs and Fri, kids are off school with a bug. Phones diverted to my mobile",
      L("context", "S", ["home"], "11-27"))
    m("11-25 09:00", "H", "No worries, hope they feel better")
    m("11-25 12:00", "T2", "Hannah the Old Town sink is leaking under the unit. I'll fix it Saturday, need the shop shut for it",
      L("commitment", "T", ["sink|leak"], "11-28"))
    m("11-25 12:05", "H", "Saturday's fully booked there, can you do Sunday?")
    m("11-25 12:10", "T2", "Sunday it is", L("postponed", "T", ["sink|leak"], "11-29"))
    m("11-25 15:00", "D", "Wrist much better. Physio says full duties from Monday")
    # --- Thu 26 Nov
    m("11-26 09:10", "M", "Tyres: garage can't get the size till Monday, so tyres Monday 30th",
      L("postponed", "M", ["tyre|tire"], "11-30"))
    m("11-26 10:00", "E", "can someone show me how to do refunds on the new booking system?")
    m("11-26 10:05", "S", "I'll ring you at lunch and walk you thru it", L("commitment", "S", ["refund"], "11-26"))
    m("11-26 14:00", "E", "Sasha walked me through refunds, makes sense now ty!!", L("done", "S", ["refund"]))
    m("11-26 16:00", "H", "Leads meeting Monday 30th 7pm at Old Town, pizza on me 🍕")
    m("11-26 16:05", "D", "might be 15 min late, pickup")
    # --- Fri 27 Nov
    m("11-27 09:00", "T", "Back on my normal number 🙌 delete the other one")
    m("11-27 11:00", "P", "Hannah, Mrs Henderson's free groom on the 1st, I'd like to do it myself, not Ellie, given the history. I'll take it",
      L("commitment", "P", ["henderson|groom"], "12-01"))
    m("11-27 11:05", "H", "Agreed")
    m("11-27 13:00", "M", "Backdrop sorted, sister's lending us the snowy one + 2 sets of reindeer antlers lol",
      L("done", "M", ["backdrop|prop"]))
    m("11-27 14:00", "E", "This message was deleted", deleted=True)
    m("11-27 14:01", "E", "sorry wrong chat 🙈")
    # --- Sat 28 Nov
    m("11-28 12:00", "E", "Busy day! 14 dogs at Riverside. Dom I did 2 big ones with no help 😎")
    # --- Sun 29 Nov
    m("11-29 15:00", "T", "Old Town sink done, new trap and seal. Don't put dog hair down it pls 😂",
      L("done", "T", ["sink|leak"]))
    # --- Mon 30 Nov
    m("11-30 09:00", "M", "Tyres done, 2 new rears", L("done", "M", ["tyre|tire"]))
    m("11-30 09:10", "M", "And reminder I'm off from tomorrow till Friday. Tom has the van")
    m("11-30 20:30", "H", "Notes from tonight:\n1) 4 day week trial at Northgate in Jan, Priya to draft the rota by 10 Dec\n2) Dom to train Ellie on hand stripping properly, 3 sessions before Xmas\n3) Google reviews push, Sasha to think about it\nThanks all, great evening x",
      L("commitment", "P", ["rota"], "12-10"), L("commitment", "D", ["strip|train"]))
    m("11-30 20:41", "E", "thanks for the pizza!! 🍕🍕")
    # --- Tue 1 Dec
    m("12-01 10:00", "P", "Henderson spaniel groomed, owner happy and left us a 5 star review!!",
      L("done", "P", ["henderson|groom"]))
    m("12-01 10:30", "S", "Hannah the Santa Paws posters, sorry, tomorrow isn't happening, printer at the print place is broken. Friday?",
      L("postponed", "S", ["poster"], "12-04"))
    m("12-01 10:35", "H", "Friday is fine, but no later")
    m("12-01 14:00", "E", "Hannah can I ask, I really don't like doing cats, can I stay off the cat list for Jan?",
      L("preference", "E", ["cat"]))
    m("12-01 14:05", "H", "Yes that's fine")
    # --- Wed 2 Dec
    m("12-02 09:00", "D", "El, first proper stripping session Thursday 10am before we open?")
    m("12-02 09:05", "E", "yesss")
    m("12-02 11:00", "T", "Hannah thinking we should do the Riverside LED swap over the holidays some time when it's quiet")
    m("12-02 11:10", "H", "Good idea, let's look at quotes in Jan")
    m("12-02 13:00", "P", "About the 4 day rota, honestly might not be needed, half the team voted no today. Shall we drop it?")
    m("12-02 13:05", "H", "Yeah let's drop it, not worth it if half don't want it", L("cancelled", "P", ["rota"]))
    m("12-02 16:00", "S", "Google reviews: I'll send the review link to everyone groomed this week, by Friday",
      L("commitment", "S", ["review"], "12-04"))
    # --- Thu 3 Dec
    m("12-03 10:30", "E", "First session done! Dom says I'm a natural 😇")
    m("12-03 12:00", "P", "Btw Hannah I'm allergic to the tea tree shampoo, been getting rashes on my hands. Can we not stock it at Northgate?",
      L("fact", "P", ["allerg"]))
    m("12-03 12:10", "H", "Of course, I'll tell Marcus when he's back")
    m("12-03 15:00", "D", "Fyi I'm a qualified canine first aider if anyone wants the course details",
      L("fact", "D", ["first aid"]))
    m("12-03 15:12", "E", "me!! 🙋‍♀️")
    # --- Fri 4 Dec
    m("12-04 09:00", "S", "", media=True)
    m("12-04 09:01", "S", "Posters printed and up in all 3 salons 🎅", L("done", "S", ["poster"]))
    m("12-04 11:00", "H", "Amazing. Tom can you put one in the van window too when you have it")
    m("12-04 11:20", "T", "will do this arvo", L("commitment", "T", ["van|poster"], "12-04"))
    m("12-04 16:00", "S", "Review links sent to 37 clients ✔️", L("done", "S", ["review"]))
    m("12-04 17:00", "H", "Great week everyone, thank you 🧡")
    return c
