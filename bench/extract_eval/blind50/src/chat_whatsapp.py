"""Chat 2: WhatsApp (Android) txt export, English. A food bank's warehouse volunteer coordinators."""

from common import Chat, W, canc, com, ctx, done, fact, post, pref

FILE = "WhatsApp Chat with Eastside Food Bank Coordinators.txt"
OWNER = "Helen Okafor"
LANGUAGE = "en"

M, P, T = "Marcus Bell", "Priya Raman", "Tomasz Nowak"
D, G, Y = "Denise Flores", "Gareth Lloyd", "Yusuf Adeyemi"
UNSAVED = "+44 7700 900418"  # Marcus, from his daughter's phone

PEOPLE = {
    M: ["Marcus", "Marc", "Big M"],
    P: ["Priya R", "Priya", "Pri"],
    T: ["Tom Nowak", "Tom", "Tomek", "Tomasz"],
    D: ["Dee Flores", "Dee", "Denise"],
    G: ["Gaz", "Gareth"],
    Y: ["Yusuf A.", "Yusuf", "Yus"],
}
SHOWN = {OWNER: OWNER, M: "Marcus Bell", P: "Priya R", T: "Tom Nowak", D: "Dee Flores",
         G: "Gaz", Y: "Yusuf A."}

H = OWNER
COUNT = W("count")
ENGINEER = W("engineer|fridge|chiller")
CHASE = W("agenc")
ROTA = W("rota")
GREENWAY = W("greenway")
GRANT = W("grant")
FORKLIFT = W("forklift")
FISH = W("fish")
YOUTH = W("youth")
TESCO = W("tesco")
EXPIRED = W("expired|out of date|out-of-date")
CARDBOARD = W("cardboard")
LIDL = W("lidl")
STMARK = W("mark")
RECEIVING = W("receiv")
SAINSBURY = W("sainsbury")
DEE_TUE = W("dee|denise", "tuesday")
SHEET = W("spreadsheet|per store|donations")
CHILLER_LOG = W("log")
BOXES = W("box", "sign")
ALDI = W("aldi")
CARDS = W("card")
ASSEMBLY = W("assembly|talk")
BUILD = W("hamper-building|building")


def build() -> Chat:
    c = Chat()
    m = c.m
    # --- Mon 16 Nov
    c.svc("2026-11-16 07:58", "", "Messages and calls are end-to-end encrypted. No one outside of "
          "this chat, not even WhatsApp, can read or listen to them. Tap to learn more.")
    c.svc("2026-11-16 08:00", "", 'Helen Okafor changed the subject from "Coordinators" to '
          '"Eastside Food Bank Coordinators"')
    m("2026-11-16 08:02", H, "Morning all. Six weeks to Christmas so we're officially in hamper "
      "season 🎄 Quick round-up of where everyone is please")
    m("2026-11-16 08:15", T, "Tins aisle is a mess after Saturday. I'll do a full stock count of "
      "tins and dry goods by Wednesday", com(T, COUNT, "2026-11-18"))
    m("2026-11-16 08:20", Y, "Walk-in chiller was on 9 degrees this morning 😬 I'll call the "
      "fridge engineer today", com(Y, ENGINEER, "2026-11-16"))
    m("2026-11-16 08:22", H, "Thanks Yus. Anything over 8 and the dairy has to go, so keep an eye")
    m("2026-11-16 08:41", D, "Three partner agencies still haven't sent hamper numbers. I'll chase "
      "them by email EOD", com(D, CHASE, "2026-11-16"))
    m("2026-11-16 09:03", P, "Rota for the supermarket collection weekend (28-29) - I'll have it "
      "out by Friday. Need names by Thursday though!!", com(P, ROTA, "2026-11-20"))
    m("2026-11-16 09:05", G, "👍")
    m("2026-11-16 10:30", H, "Marcus can you do the Greenway Primary pickup on Thursday? They've "
      "got about 40 boxes from their harvest drive")
    m("2026-11-16 11:12", M, "Yep on it. I'd rather go first thing tho, 7.30ish, always prefer "
      "my runs early before the school traffic",
      com(M, GREENWAY, "2026-11-19"), pref(M, W("early|first thing|morning")))
    m("2026-11-16 16:45", Y, "Engineer booked for tommorow 10am. Chiller back to 6 for now, I "
      "turned the dial down", done(Y, ENGINEER))
    m("2026-11-16 17:58", D, "Emails sent to all three. St Mark's already replied - 35 hampers",
      done(D, CHASE))
    # --- Tue 17 Nov
    m("2026-11-17 08:10", G, "Morning. Council grant report is due end of month. I'll draft it "
      "and get it to Helen to check by the 30th", com(G, GRANT, "2026-11-30"))
    m("2026-11-17 08:12", H, "Lovely, thank you Gaz")
    m("2026-11-17 10:40", Y, "", media="media")
    m("2026-11-17 10:41", Y, "Engineer says the compressor fan is on its way out. New one "
      "Monday, he'll fit it then")
    m("2026-11-17 12:20", P, "Can everyone stop DMing me rota swaps please 🙏 Put them in here "
      "so everyone sees, I lose track otherwise", pref(P, W("swap|rota", "group|chat|dm|here")))
    m("2026-11-17 12:25", T, "fair")
    m("2026-11-17 14:02", H, "Tom, forklift service is due this month. Can you be in to let "
      "the engineer in on Tuesday 24th?")
    m("2026-11-17 14:30", T, "Tuesday's fine, I'll be in from 8", com(T, FORKLIFT, "2026-11-24"))
    m("2026-11-17 19:15", D, "FYI I'm on jury service next week Mon to Wed so unreachable in the "
      "day 23rd-25th. Evenings fine", ctx(D, W("jury"), "2026-11-25"))
    # --- Wed 18 Nov
    m("2026-11-18 07:50", T, "Doing nights at my day job this week, so I won't be in before 10 "
      "till Sunday", ctx(T, W("night"), "2026-11-22"))
    m("2026-11-18 13:10", T, "Stock count done. Spreadsheet's in the shared drive. We're low on "
      "tinned fish and UHT milk, loads of pasta as usual 🙄", done(T, COUNT))
    m("2026-11-18 13:15", H, "Brilliant Tom. Gaz could you put a shout out for tinned fish on "
      "the socials?")
    m("2026-11-18 13:40", G, "Will do tonight", com(G, FISH, "2026-11-18"))
    m("2026-11-18 15:00", D, "Helen are you around for a call? Couple of things from St Mark's")
    m("2026-11-18 15:02", H, "In 10 min")
    m("2026-11-18 21:30", G, "Posted on FB and Insta. 40 shares already 🐟", done(G, FISH))
    # --- Thu 19 Nov
    m("2026-11-19 07:25", M, "At Greenway now. It's more like 60 boxes lol")
    m("2026-11-19 08:40", M, "All the Greenway stuff is in bay 3. Van's making a grinding noise "
      "from the front left though, booking it in", done(M, GREENWAY))
    m("2026-11-19 08:50", H, "Thank you! Let me know what the garage says")
    m("2026-11-19 09:30", P, "Reminder: names for the collection weekend by today please. So "
      "far 11 for Saturday, 4 for Sunday 😬")
    m("2026-11-19 11:00", Y, "I can bring the youth group Saturday 28th, probably 8 of them. "
      "They need someone with a DBS check there, that'll be me, mine's current",
      com(Y, YOUTH, "2026-11-28"), fact(Y, W("dbs")))
    m("2026-11-19 11:05", P, "Yus you legend")
    m("2026-11-19 14:20", M, "Garage says wheel bearing, like I thought. Twenty years driving "
      "HGVs, you know the sound 😂 Van's in till Tuesday, I'll use my car for small runs",
      fact(M, W("hgv")))
    m("2026-11-19 14:25", H, "Ok. What about the Tesco Extra collection on Wednesday, can you "
      "still do it?")
    m("2026-11-19 14:40", M, "If the van's back Tuesday like they said then yes, I'll do Tesco Wed",
      com(M, TESCO, "2026-11-25"))
    # --- Fri 20 Nov
    m("2026-11-20 09:15", P, "Rota's going to be late sorry, still short for Sunday. I'll send "
      "it out Monday", post(P, ROTA, "2026-11-23"))
    m("2026-11-20 09:20", H, "No worries. We could do shorter hours on Sunday")
    m("2026-11-20 10:05", D, "I speak Portuguese btw, in case the two new Brazilian families at "
      "the Tuesday session ever need it", fact(D, W("portuguese")))
    m("2026-11-20 10:06", H, "That would be amazing Dee")
    m("2026-11-20 12:45", G, "Tesco community champion emailed, they want a photo of volunteers "
      "with the donations for their newsletter. Who's camera shy?")
    m("2026-11-20 12:50", T, "Me. Don't put me anywhere near a camera or the front desk, I'm a "
      "back of house guy 😂", pref(T, W("front desk|camera|back")))
    m("2026-11-20 16:30", Y, "", media="media")
    m("2026-11-20 16:31", Y, "New seals on the chiller door too, engineer threw them in for free 🙌")
    # --- Sat 21 Nov
    m("2026-11-21 13:00", H, "Saturday session: 64 households served. Thanks everyone who came in")
    m("2026-11-21 13:40", T, "I'll sort the expired stuff off the back shelves this afternoon and "
      "take the cardboard to the recycling centre before it shuts",
      com(T, EXPIRED, "2026-11-21"), com(T, CARDBOARD, "2026-11-21"))
    m("2026-11-21 15:55", T, "Expired stuff sorted, 3 crates for the animal sanctuary. Recycling "
      "centre shuts at 3 on Saturdays 🤦 Cardboard will go Monday",
      done(T, EXPIRED), post(T, CARDBOARD, "2026-11-23"))
    m("2026-11-21 16:00", H, "Haha classic")
    # --- Sun 22 Nov
    m("2026-11-22 18:20", G, "Heads up, I've done my back in lifting the pasta crates. Working "
      "from home this week, back in on Friday hopefully",
      ctx(G, W("back|home"), "2026-11-26"))
    m("2026-11-22 18:25", H, "Oh no, rest up Gaz. No lifting!")
    m("2026-11-22 18:26", P, "Get well soon 💐")
    # --- Mon 23 Nov
    m("2026-11-23 08:30", P, "", media="media")
    m("2026-11-23 08:31", P, "Collection weekend rota ☝️ Sunday is 10-2 only. Shout if your name's wrong",
      done(P, ROTA))
    m("2026-11-23 09:10", T, "Cardboard gone 👍", done(T, CARDBOARD))
    m("2026-11-23 10:00", H, "Dee's on jury service till Wednesday so partner agency stuff "
      "comes to me this week")
    m("2026-11-23 11:20", UNSAVED, "Hi all it's Marcus, phone's died completely, this is my "
      "daughter's. Garage rang, van's ready tomorrow afternoon so Tesco Wed is on. Also I'll "
      "pick up the Lidl surplus Thursday 8am", com(M, LIDL, "2026-11-26"))
    m("2026-11-23 11:25", H, "Thanks Marcus, saved this number as 'Marcus daughter' 😂")
    m("2026-11-23 14:00", Y, "New fan fitted, chiller holding at 4 all afternoon")
    # --- Tue 24 Nov
    m("2026-11-24 08:05", T, "Forklift guy just rang, can't do today, coming Thursday instead. "
      "I'll be in for him Thursday", post(T, FORKLIFT, "2026-11-26"))
    m("2026-11-24 08:10", H, "ok thanks")
    m("2026-11-24 12:15", H, "Dee when you're back - St Mark's want hampers delivered not "
      "collected this year. Can we confirm the final list with them?")
    m("2026-11-24 19:30", D, "Just out of court. Yes, I'll confirm the final hamper list with "
      "St Mark's by Friday", com(D, STMARK, "2026-11-27"))
    m("2026-11-24 19:45", H, "Thank you! How's the jury going")
    m("2026-11-24 19:47", D, "Can't say 🤐")
    # --- Wed 25 Nov
    m("2026-11-25 07:40", M, "Back on my own phone. Off to Tesco at 8")
    m("2026-11-25 12:10", M, "Tesco done - 28 crates, mostly veg and bread. Bread's going to "
      "the Thursday session", done(M, TESCO))
    m("2026-11-25 12:12", H, "🙌🙌")
    m("2026-11-25 15:30", G, "Grant report: council emailed, deadline's moved to 7 Dec because "
      "of their system migration. So I'll get the draft to you by the 4th instead Helen. "
      "Thirty years an accountant and council forms still beat me",
      post(G, GRANT, "2026-12-04"), fact(G, W("accountant")))
    m("2026-11-25 15:31", H, "Perfect")
    # --- Thu 26 Nov
    m("2026-11-26 08:15", M, "Lidl surplus in, lots of yoghurts. Yus can you make room?", done(M, LIDL))
    m("2026-11-26 08:20", Y, "Made room on the left side. Also I'm level 2 food hygiene now, "
      "passed the online course last night 🎓", fact(Y, W("hygiene")))
    m("2026-11-26 11:45", T, "Forklift serviced, new hydraulic hose. Good for another year",
      done(T, FORKLIFT))
    m("2026-11-26 13:00", H, "Right, collection weekend logistics. Marcus - van at Sainsbury's "
      "Saturday 5pm to collect. Yusuf - youth group 9-1 at Tesco. Tom - warehouse receiving "
      "all day. OK?")
    m("2026-11-26 13:20", T, "Yep", com(T, RECEIVING, "2026-11-28"))
    m("2026-11-26 13:25", M, "sorted", com(M, SAINSBURY, "2026-11-28"))
    m("2026-11-26 13:40", Y, "Yes, 8 kids confirmed, parents forms all done")
    # --- Fri 27 Nov
    m("2026-11-27 09:00", D, "St Mark's confirmed: 38 hampers, delivery on the 19th. List's in "
      "the shared drive", done(D, STMARK))
    m("2026-11-27 09:05", D, "And I'll run a hamper-building evening with their volunteers on "
      "Thursday 10th Dec, here at the warehouse", com(D, BUILD, "2026-12-10"))
    m("2026-11-27 10:30", G, "Back in the warehouse today 💪 slowly")
    m("2026-11-27 11:00", P, "Just so you know I'm away 1st-3rd Dec at my sister's, so any rota "
      "stuff for next week needs to come to me by Sunday", ctx(P, W("away|sister"), "2026-12-03"))
    m("2026-11-27 11:15", D, "Priya can you move me to the Tuesday session from December? I'd "
      "much prefer Tuesdays to Thursdays, Thursdays I'm in the office",
      pref(D, W("tuesday")))
    m("2026-11-27 11:20", P, "Yep I'll swap you when I do the December rota on Sunday",
      com(P, DEE_TUE, "2026-11-29"))
    m("2026-11-27 16:40", M, "Sainsbury's just called, they've cancelled their collection this "
      "year, staff shortage. So no pickup Saturday", canc(M, SAINSBURY))
    m("2026-11-27 16:45", H, "Boo. Ok Marcus, you're free Saturday then")
    m("2026-11-27 16:50", M, "Fair enough, a Saturday lie-in then 😴")
    # --- Sat 28 Nov
    m("2026-11-28 08:30", Y, "", media="media")
    m("2026-11-28 08:31", Y, "Team's at Tesco! 🧃")
    m("2026-11-28 13:30", Y, "Finished at Tesco. 31 crates from shoppers, kids were amazing",
      done(Y, YOUTH))
    m("2026-11-28 13:45", T, "Recieved and sorted 52 crates today total. My back's now also "
      "done in 😂", done(T, RECEIVING))
    m("2026-11-28 13:50", H, "Incredible day, thank you all ❤️")
    m("2026-11-28 14:00", G, "I'll put together a spreadsheet of donations per store by Monday "
      "for the newsletter", com(G, SHEET, "2026-11-30"))
    m("2026-11-28 14:03", G, "And please everyone type your numbers into the shared sheet, don't "
      "send me photos of tally sheets. I can't read your handwriting 😅",
      pref(G, W("sheet|typed|type", "photo")))
    # --- Sun 29 Nov
    m("2026-11-29 10:10", H, "Sunday collection 10-2, Priya and Dee on the Co-op, thanks!")
    m("2026-11-29 14:30", P, "Co-op done, 19 crates")
    m("2026-11-29 20:00", P, "December rota is up in the shared drive. Dee you're on Tuesdays now",
      done(P, DEE_TUE))
    m("2026-11-29 20:05", D, "thank you!! ❤️")
    c.deleted("2026-11-29 20:29", M)
    m("2026-11-29 20:30", M, "Wrong chat sorry 🙈")
    # --- Mon 30 Nov
    m("2026-11-30 09:00", G, "Spreadsheet's going to be Wednesday, sorry - the Co-op numbers "
      "aren't in yet", post(G, SHEET, "2026-12-02"))
    m("2026-11-30 09:10", H, "No rush")
    m("2026-11-30 10:20", Y, "Exams this week so I'm only around evenings till Thursday. "
      "Chiller log is on the clipboard, please fill it in if you're in before me",
      ctx(Y, W("exam"), "2026-12-03"))
    m("2026-11-30 11:00", H, "Good luck Yus! Tom, can you do the chiller log mornings this week?")
    m("2026-11-30 11:30", T, "Sure, I'm in anyway", com(T, CHILLER_LOG))
    m("2026-11-30 15:00", D, "Hamper boxes: supplier says 200 flat packs arrive Thursday. I'll "
      "be there to sign for them", com(D, BOXES, "2026-12-03"))
    # --- Tue 1 Dec
    m("2026-12-01 08:45", H, "Tuesday session from 10. Dee you're with the Brazilian families today?")
    m("2026-12-01 08:50", D, "Yes! Bringing my phrasebook for the tricky words 😅")
    m("2026-12-01 14:30", M, "Aldi run on Friday - I'll do it after 2 instead of 10 if that's "
      "ok, store says their surplus is ready later anyway", com(M, ALDI, "2026-12-04"))
    m("2026-12-01 15:00", H, "Fine by me")
    # --- Wed 2 Dec
    m("2026-12-02 10:00", G, "Donations per store ☝️ Tesco Extra wins by a mile",
      done(G, SHEET), media="file:Donations_per_store.xlsx")
    m("2026-12-02 10:15", P, "(from my sister's sofa) great work Gaz")
    m("2026-12-02 16:20", H, "Reminder: volunteers' Christmas party is 18 Dec. Priya are you "
      "still doing the thank-you cards?")
    m("2026-12-02 16:22", P, "Yes! I'll have them done by the 11th once I'm back and settled",
      com(P, CARDS, "2026-12-11"))
    # --- Thu 3 Dec
    m("2026-12-03 09:40", D, "200 hamper boxes in and signed for. They're in bay 1, don't let "
      "anyone build them yet", done(D, BOXES))
    m("2026-12-03 12:00", Y, "Last exam done 🎉 back in properly tomorrow")
    m("2026-12-03 15:30", H, "Marcus, Greenway asked if someone can do a talk at their assembly "
      "on the 10th?")
    m("2026-12-03 15:50", M, "I could do it if they're ok with the afternoon, mornings are my "
      "van runs", com(M, ASSEMBLY, "2026-12-10"))
    m("2026-12-03 17:20", D, "Also I'm cancelling the hamper-building evening on the 10th, "
      "St Mark's volunteers are doing theirs at the church now", canc(D, BUILD))
    m("2026-12-03 17:22", H, "ok, noted")
    # --- Fri 4 Dec
    m("2026-12-04 08:00", T, "Chiller log done all week, 3-4 degrees every morning. Yus it's all "
      "yours again", done(T, CHILLER_LOG))
    m("2026-12-04 08:05", Y, "Cheers Tom 🙏")
    m("2026-12-04 09:30", G, "Grant report draft is in your inbox Helen. Sorry it's long", done(G, GRANT))
    m("2026-12-04 09:35", H, "Will read tonight, thank you!")
    m("2026-12-04 15:10", M, "Aldi done, 14 crates <This message was edited>", done(M, ALDI))
    m("2026-12-04 15:15", H, "Have a good weekend all ❤️")
    return c
