"""Chat 1: the kitchen of an invented bistro, as a generic JSONL export (English)."""

from __future__ import annotations

import json
from pathlib import Path

from common import CANC, CTX, DONE, FACT, POST, PREF, C, Chat

FILE = "chats/harbor_kitchen.jsonl"
OWNER = "Dana Whitfield"
PEOPLE = {
    "Dana Whitfield": ["Dana", "Dana W", "Chef"],
    "Marco Bellini": ["Marco", "Marco B", "Marc"],
    "Priya Nair": ["Priya", "Pree", "Pree Nair"],
    "Tomasz Zielinski": ["Tom", "Tom Z", "Tomek", "Tomasz"],
    "Grace Okafor": ["Grace", "Gee", "Grace Okafor"],
    "Sam Reyes": ["Sam", "Sammy"],
    "Leo Fischer": ["Leo", "Leo F"],
}
DANA, MARCO, PRIYA, TOM = "Dana W", "Marco B", "Pree", "Tom Z"
GRACE, SAM, LEO = "Grace Okafor", "Sammy", "Leo F"
M, P, T, G, S, L = ("Marco Bellini", "Priya Nair", "Tomasz Zielinski", "Grace Okafor",
                    "Sam Reyes", "Leo Fischer")

c = Chat()
m = c.msg

c.on("2026-11-16")
m("07:42:10", DANA, "Morning all. Winter menu goes live Dec 1, so the next two weeks are going "
  "to be busy. Tasting list is in the drive: https://drive.example.com/hsb/winter-menu-v3")
m("07:55:02", MARCO, "👍")
m("08:03:40", PRIYA, "Seen it. The quince tart is still on there? I thought we cut it", key="q")
m("08:10:05", DANA, "Still on, unless the tasting says otherwise", reply="q")
m("08:31:20", DANA, "Grill igniter clicked forever yesterday. Can someone look at it before "
  "lunch service?", key="ign")
m("08:33:01", TOM, "on it", C(T, "grill|igniter", "igniter|look", due="2026-11-16"), key="ign2",
  reply="ign")
m("09:50:44", TOM, "igniter sorted, the electrode was caked in grease. cleaned it, lights first "
  "click now", DONE(T, "igniter"), reply="ign2")
m("10:12:30", MARCO, "Nordic Fish put halibut up again. 31.50 a kilo now, that's mad")
m("10:14:00", DANA, "Ugh. Can you push back on that?", key="push")
m("10:15:12", MARCO, "I'll call their rep tomorrow morning and ask for the old price, they owe "
  "us after the crab mess", C(M, "call", "price", due="2026-11-17"), reply="push")
m("10:16:05", PRIYA, "the crab mess 😂 never forget")
m("14:40:00", GRACE, "FYI the Hendersons enquired about a private party for ~40 on Thursday "
  "Dec 3. Full buyout of the back room. They want a quote by Friday")
m("14:42:18", DANA, "Nice. Let's do it. Grace you handle the quote?", key="quoteq")
m("14:44:50", GRACE, "Yes, I'll send them the quote by Friday with two menu options",
  C(G, "quote", "option|menu", due="2026-11-20"), reply="quoteq")
m("22:58:13", SAM, "walk in door seal is ripped at the bottom again fyi")
m("23:01:00", DANA, "Thanks Sam. Photo?")
m("23:03:27", SAM, "here [photo: walk-in door seal]")

c.on("2026-11-17")
m("08:20:31", MARCO, "Called Nordic. Halibut back to 29 for us until New Year, and they'll "
  "throw in the turbot trimmings for stock", DONE(M, "call", "price"))
m("08:22:00", DANA, "Legend")
m("08:24:15", TOM, "marco the negotiator 🤌")
m("09:05:40", SAM, "Reminder I'm at college every Tuesday till the end of December so I'm only "
  "in from 4pm on Tuesdays", CTX(S, "college", "tuesday", until="2026-12-31"))
m("09:07:02", DANA, "Noted, thanks")
m("09:30:11", GRACE, "Also for the new faces coming: I'm the designated first aider here, the "
  "kit is in my office. Tell me if you use anything so I can restock",
  FACT(G, "first aid"))
m("11:30:00", PRIYA, "Dessert tasting — I'll have all four winter desserts ready for you to "
  "taste by Friday", C(P, "dessert", "tast", due="2026-11-20"), key="tasting")
m("11:31:20", DANA, "Perfect. After lunch service?")
m("11:33:05", PRIYA, "yes ~3pm")
m("15:10:44", MARCO, "Tom bring your blowtorch tomorrow pls, ours is dead", key="torchq")
m("15:12:09", TOM, "will do", C(T, "torch", "bring", due="2026-11-18"), key="torch",
  reply="torchq")
m("16:45:30", GRACE, "Anyone know if we still have the big chafing dishes or did they go back to "
  "the hire company?")
m("16:50:02", MARCO, "Two in the basement, rest went back")
m("16:51:00", GRACE, "👍")

c.on("2026-11-18")
m("07:58:20", TOM, "ugh forgot the torch. tomorrow, promise",
  POST(T, "torch", "bring", due="2026-11-19"), reply="torch")
m("08:00:01", MARCO, "classic")
m("08:15:33", DANA, "Door seal: the fridge engineer can come Monday 23rd. Sam, can you "
  "deep-clean the walk-in Sunday so it's empty-ish when he comes?", key="walkq")
m("08:40:12", SAM, "yeah I'll do it sunday after brunch",
  C(S, "walk-in|walk in", "clean", due="2026-11-22"), key="walk", reply="walkq")
m("10:05:00", DANA, "We're short on rice, oil and foil. Who can drive to the cash & carry "
  "today?", key="cashq")
m("10:07:45", MARCO, "I'll go after lunch, it's my van anyway",
  C(M, "cash", "carry", due="2026-11-18"), FACT(M, "van"), key="cash", reply="cashq")
m("12:20:18", GRACE, "Quote for the Hendersons is drafted. Dana — option A with the venison or "
  "B with the cod?")
m("12:25:00", DANA, "Both, let them choose. B costs less for us")
m("15:02:10", PRIYA, "Just so everyone knows I'm allergic to hazelnuts — properly, epipen "
  "allergic. So I won't taste anything with praline, someone else has to check those",
  FACT(P, "allerg", "hazelnut"), key="nuts")
m("15:04:31", TOM, "noted. I'll taste the praline stuff from now on",
  C(T, "tast", "praline"), reply="nuts")
m("15:05:02", PRIYA, "thank you ❤️")
m("16:40:00", MARCO, "back from the cash & carry, van unloaded. they had no foil so I got two "
  "rolls from the corner shop", DONE(M, "cash", "carry"), reply="cash")
m("21:40:19", MARCO, "Btw I prefer suppliers call me, not email. I never read the kitchen inbox "
  "during service, so if they email stuff gets lost", PREF(M, "call", "email"), key="callme")
m("21:42:40", GRACE, "I'll tell Nordic and the veg guys", C(G, "nordic", "veg"), reply="callme")

c.on("2026-11-19")
m("07:51:00", TOM, "TORCH IS HERE 🔥", DONE(T, "torch", "bring"))
m("07:52:13", PRIYA, "hero")
m("09:20:40", TOM, "also I've got a stinking cold, I'll work but don't ask me to taste anything "
  "today or tomorrow", CTX(T, "cold", "tast", until="2026-11-20"))
m("09:22:00", DANA, "Get well. Marco covers tasting for the grill section")
m("09:23:15", MARCO, "ok")
m("13:15:20", DANA, "Inventory this month — Saturday after close? Who's doing it?", key="invq")
m("13:30:05", TOM, "I'll do the count saturday after close, Sam can help me with the dry store",
  C(T, "count", "saturday|close", due="2026-11-21"), key="inv", reply="invq")
m("13:31:48", SAM, "sure", C(S, "dry store", "help|count", due="2026-11-21"), key="dry",
  reply="inv")
m("17:05:00", GRACE, "Sent the Hendersons the quote, both options. Deposit is 30%",
  DONE(G, "quote", "option|menu"))
m("17:06:30", DANA, "🙌")

c.on("2026-11-20")
m("08:10:22", PRIYA, "Bad news, the quince from Kent isn't ripe, it's like chewing a candle. "
  "Tasting moves to Monday, same time?", POST(P, "dessert", "tast", due="2026-11-23"),
  reply="tasting")
m("08:12:40", TOM, "sure, I'll just grow the quinces myself then 🙄")
m("08:13:05", DANA, "Monday's fine")
m("10:40:00", MARCO, "The Kent farm says proper quince next week, they'll call me")
m("11:02:17", GRACE, "Hendersons replied — they like option B and will confirm numbers by "
  "Wednesday. If they confirm, I'll book Kofi as an extra waiter for the 3rd",
  C(G, "kofi", "waiter"), key="kofi")
m("11:05:00", TOM, "Kofi is great, he carried 6 plates once")
m("11:05:20", TOM, "not at once. but still")
m("14:10:09", TOM, "Also I'll make a fresh batch of chilli oil next week, the last one has no "
  "kick", C(T, "chilli oil", "batch"), key="chilli")
m("16:20:00", DANA, "We should do a staff tasting menu night someday, like a proper one with "
  "wine pairings")
m("16:22:11", PRIYA, "yesss someday™")
m("16:23:40", MARCO, "someday = never in this kitchen")

c.on("2026-11-21")
m("11:15:02", SAM, "who left the fryer on overnight. the whole pass smells like a chip shop")
m("11:16:30", TOM, "not me this time")
m("23:55:30", TOM, "count is going slow, the dry store is chaos. we'll finish tomorrow morning",
  POST(T, "count", due="2026-11-22"), reply="inv")

c.on("2026-11-22")
m("10:30:14", TOM, "inventory count done, sheet is in the drive: "
  "https://drive.example.com/hsb/inventory-2026-11", DONE(T, "count"))
m("10:31:30", SAM, "dry store is actually organised now, labels and everything. don't touch it",
  DONE(S, "dry store"))
m("15:40:08", SAM, "not gonna manage the walk-in today, brunch went crazy and Marta called in "
  "sick. I'll do it tomorrow at 7 before the engineer arrives",
  POST(S, "walk", "clean", due="2026-11-23"), reply="walk")
m("15:45:00", DANA, "ok thanks Sam")

c.on("2026-11-23")
m("08:05:51", SAM, "walk-in is clean and empty, engineer is here", DONE(S, "walk", "clean"))
m("09:40:20", SAM, "engineer says the seal needs a part, 10 days. he taped it for now")
m("09:42:00", DANA, "Of course it does")
m("15:30:10", PRIYA, "Tasting in 10 min, come to pastry")
m("16:45:33", DANA, "Desserts: quince tart stays, chocolate thing stays, the pear one needs "
  "more acid, and the sticky toffee is perfect. Well done Pree", DONE(P, "dessert", "tast"))
m("16:47:00", PRIYA, "🥹 thank you")
m("16:50:12", MARCO, "The pear one was good. I just prefer things less sweet, ignore me",
  PREF(M, "less", "sweet"))
m("17:10:40", DANA, "Reminder: allergen matrix for the winter menu has to be on the wall before "
  "Dec 1. Who's got it?", key="allq")
m("17:12:02", MARCO, "Me. I'll write it by Friday the 27th",
  C(M, "allergen", "matrix", due="2026-11-27"), key="all", reply="allq")

c.on("2026-11-24")
m("07:30:00", MARCO, "Heads up — I'm off Thursday to Saturday (26–28), my brother's wedding in "
  "Naples. Tom runs the pass Thu–Sat", CTX(M, "off|wedding", "naples|wedding",
                                           until="2026-11-28"), key="naples")
m("07:35:19", TOM, "yep, I've got the pass thu–sat", C(T, "pass", "thu"), reply="naples")
m("07:36:00", DANA, "Congrats to your brother!")
m("07:40:41", MARCO, "thanks. he's on wife number 2 so congrats are cheaper this time 😅")
m("09:12:30", TOM, "while we're on rotas: I'd rather do closing shifts than opening ones. I'm "
  "useless before 9", PREF(T, "closing", "opening"), key="shifts")
m("09:14:05", SAM, "opposite for me, give me the 7am prep shift any day, the kitchen is quiet "
  "and nobody talks to me", PREF(S, "7am|prep", "prep|quiet"), reply="shifts")
m("11:15:00", GRACE, "Final menu PDF — I'll send it to the printer by Wednesday, need the last "
  "prices from Marco by tonight", C(G, "menu", "printer", due="2026-11-25"), key="print")
m("11:20:27", MARCO, "You'll have the prices by 6", C(M, "price", due="2026-11-24"),
  key="prices", reply="print")
m("12:02:00", PRIYA, "Staff treat for December: I'll bake a stollen batch for everyone the week "
  "of the 7th", C(P, "stollen", "batch|bake"), key="stollen")
m("12:03:10", SAM, "stollen 😍")
m("18:02:44", MARCO, "prices sent to Grace", DONE(M, "price"), reply="prices")
m("18:04:00", GRACE, "got them, ta")
m("18:10:31", GRACE, "And a small request: anything you want changed on the menu, send it to "
  "me in writing. Shouting it across the pass at 9pm doesn't count 🙃",
  PREF(G, "writing", "menu|shout"))

c.on("2026-11-25")
m("10:00:12", GRACE, "Menu is at the printer, proofs back Friday", DONE(G, "menu", "printer"),
  reply="print")
m("10:05:40", GRACE, "Hendersons confirmed! 42 guests, Thursday Dec 3, 7pm. Booked Kofi as the "
  "extra waiter", DONE(G, "kofi", "waiter"), reply="kofi")
m("10:06:01", PRIYA, "42 😳")
m("10:10:20", DANA, "Pree, can you do the mini pavlovas for the Henderson canapés? Say 60?",
  key="pavq")
m("10:11:05", PRIYA, "will do, 60 pavlovas for the 3rd", C(P, "pavlova", due="2026-12-03"),
  key="pav", reply="pavq")
m("10:12:40", PRIYA, "also one guest is coeliac apparently, I'll test a gluten-free brownie by "
  "Tuesday", C(P, "gluten", "brownie", due="2026-12-01"), key="gf")
m("13:20:00", SAM, "the knife sharpener guy says our knives are ready thursday. I'll pick them "
  "up on my way in", C(S, "kni", "pick", due="2026-11-26"), key="knives")
m("13:25:18", TOM, "tell him my petty knife is not a chisel, it was like that when I found it")

c.on("2026-11-26")
m("11:45:02", SAM, "got the knives, they're in the rolls on the rack. the guy says stop using "
  "them on the board with the metal rim", DONE(S, "kni", "pick"), reply="knives")
m("12:00:30", TOM, "first day on the pass, nobody died yet")
m("16:20:14", SAM, "the spanish ham supplier called about the jamón invoice, I sorted it. "
  "I'm the only one here who speaks Spanish lol", FACT(S, "spanish"))
m("22:30:00", TOM, "ok nobody died at all. 96 covers")
m("22:31:10", DANA, "Great job Tom 👏")
m("22:40:05", PRIYA, "Can whoever does the order tomorrow add 2kg of 70% couverture? And btw "
  "I'd rather we use Valrhona than Callebaut for the ganache, the Callebaut one splits on me",
  PREF(P, "valrhona", "callebaut|ganache"), key="couvq")
m("22:45:30", TOM, "I'll add it to tomorrow's order", C(T, "couverture|order", "order"),
  key="couv", reply="couvq")

c.on("2026-11-27")
m("09:10:00", TOM, "order in. couverture is Valrhona 👌", DONE(T, "couverture|order", "order"),
  reply="couv")
m("13:00:40", GRACE, "Printer proofs look good, approved. Menus delivered Monday")
m("17:30:22", MARCO, "Allergen matrix — sorry, I didn't finish it before I left. I'll have it "
  "done Monday", POST(M, "allergen", "matrix", due="2026-11-30"), reply="all")
m("17:33:00", DANA, "Ok, but it has to be on the wall Tuesday morning no excuses")
m("17:34:12", MARCO, "🫡")

c.on("2026-11-28")
m("19:00:00", GRACE, "I'm at the wine fair Mon and Tue (30th, 1st), phone on but slow to "
  "answer. Kofi covers the floor at lunch", CTX(G, "wine fair", until="2026-12-01"))
m("19:02:20", DANA, "Bring back the good samples")
m("19:03:01", GRACE, "obviously")

c.on("2026-11-29")
m("20:15:00", DANA, "Leo starts tomorrow (commis, from Lyon). Be nice. Marco — can you take "
  "him on garde manger this week?", key="leoq")
m("20:40:31", MARCO, "Yes, I'll train him on garde manger this week",
  C(M, "train", "garde manger"), key="train", reply="leoq")
m("20:41:10", SAM, "Is he the one from the Michelin place?", key="mich")
m("20:43:00", DANA, "Yes, 2 years at La Mère Brazier", FACT(L, "brazier", "year"), reply="mich")

c.on("2026-11-30")
m("07:45:12", LEO, "Hi everyone, Leo here 👋 Dana added me. Looking forward to it!")
m("07:46:00", PRIYA, "welcome Leo!!")
m("07:46:30", TOM, "welcome. run while you can")
m("07:50:04", LEO, "haha. Dana — I'll bring my food hygiene certificate today, forgot it at "
  "home on Friday's trial", C(L, "certificate", "hygiene", due="2026-11-30"), key="cert")
m("08:00:20", LEO, "Also quick thing: I'm vegetarian, so someone else tastes the meat sauces, I "
  "can do everything else", FACT(L, "vegetarian"))
m("08:01:11", TOM, "more jus for me")
m("09:30:00", LEO, "certificate is on Grace's desk", DONE(L, "certificate", "hygiene"),
  reply="cert")
m("16:10:30", MARCO, "Allergen matrix done, printed, laminated, on the wall by the pass. Check "
  "it pls", DONE(M, "allergen", "matrix"), reply="all")
m("16:20:00", DANA, "Checked. Celery missing on the soup line, otherwise great")
m("16:22:41", MARCO, "fixed")
m("21:00:05", TOM, "Dec 5 — can someone swap with me? My sister's graduation, I'm away all day",
  CTX(T, "graduation", until="2026-12-05"), key="swapq")
m("21:05:20", SAM, "I can take your sat if you take my tue close on the 8th",
  C(S, "sat", "take|cover", due="2026-12-05"), key="swap", reply="swapq")
m("21:06:00", TOM, "deal. I'll put it on the rota", C(T, "rota"), key="rota", reply="swap")

c.on("2026-12-01")
m("07:30:00", DANA, "WINTER MENU LIVE TODAY 🎄 let's go")
m("07:31:02", MARCO, "🔥")
m("07:31:40", LEO, "🔥🔥")
m("11:20:15", PRIYA, "GF brownie test done — tastes like a real brownie, not like sand. Dana "
  "there's one on your board", DONE(P, "gluten", "brownie"), reply="gf")
m("11:40:00", GRACE, "Fair is great. Found a Georgian orange wine that would kill with the "
  "squash dish")
m("11:42:30", DANA, "Bring a bottle")
m("15:00:11", PRIYA, "About the stollen — we're out of marzipan and the budget's blown, so "
  "scrap that, sorry", CANC(P, "stollen"), reply="stollen")
m("15:02:00", TOM, "noooo")
m("15:03:20", SAM, "the marzipan didn't just disappear. tom.")
m("15:04:05", TOM, "I have no idea what you're talking about")
m("17:45:50", DANA, "Tom, the chilli oil dish is off the menu from next week btw, the tasting "
  "panel hated the noodles")
m("17:47:10", TOM, "rip. fine, then I'm not making that new chilli oil batch",
  CANC(T, "chilli oil"), reply="chilli")

c.on("2026-12-02")
m("09:00:00", MARCO, "Leo did the whole garde manger mise alone today, he's good. Training done "
  "as far as I'm concerned", DONE(M, "train", "garde manger"), reply="train")
m("09:05:31", LEO, "thanks chef 🙏")
m("10:15:00", GRACE, "Back. I'll send the Christmas set menu to the mailing list EOD today",
  C(G, "christmas", "mailing", due="2026-12-02"), key="mail")
m("10:16:20", GRACE, "And I'll chase the Hendersons for the deposit tomorrow, still not paid",
  C(G, "deposit", "henderson", due="2026-12-03"), key="dep")
m("18:40:00", GRACE, "Mailchimp is having a meltdown, the Christmas mailing goes out Friday "
  "morning instead", POST(G, "christmas", "mailing", due="2026-12-04"), reply="mail")
m("18:50:14", MARCO, "Geese for Christmas — I'll get the order in with the farm by the 10th, "
  "they sell out", C(M, "geese", "order", due="2026-12-10"))
m("18:52:00", DANA, "Yes please, 24 birds")
m("20:30:22", TOM, "rota updated, me and Sam swapped 5th and 8th", DONE(T, "rota"), reply="rota")

c.on("2026-12-03")
m("09:10:00", GRACE, "Hendersons paid the deposit this morning ✅", DONE(G, "deposit", "henderson"),
  reply="dep")
m("09:12:40", DANA, "👌 big day. Briefing at 4")
m("14:30:05", LEO, "Chef, I'll learn the plating for the beet tartare by Friday, I'm still slow "
  "on it", C(L, "plating", "tartare|beet", due="2026-12-04"))
m("23:40:00", PRIYA, "60 pavlovas made, 60 pavlovas eaten. Henderson party done 🎉",
  DONE(P, "pavlova"), reply="pav")
m("23:42:30", DANA, "Incredible night team. Thank you all. Late start tomorrow for whoever closed")
m("23:45:10", TOM, "I'm not getting up before 10 and nobody can make me")

c.on("2026-12-04")
m("09:30:00", GRACE, "Christmas menu email sent to the list ✉️ 1,800 people",
  DONE(G, "christmas", "mailing"), reply="mail")
m("10:02:20", DANA, "Sam can you put up the new December rota on the board?", key="boardq")
m("10:05:00", SAM, "I'll put it up when I'm in at 4", C(S, "rota", "board", due="2026-12-04"),
  reply="boardq")
m("11:30:30", MARCO, "Sam will bring the spare gaskets for the walk-in tomorrow, he passes the "
  "supplier on his way", C(S, "gasket", "bring", due="2026-12-05"), key="gask")
m("11:31:02", SAM, "yep", reply="gask")
m("12:00:40", PRIYA, "Btw I'm on leave 7–11 Dec, Leo knows where all the pastry mise lives",
  CTX(P, "leave", until="2026-12-11"))


def write(root: Path) -> dict[str, object]:
    ids: dict[str, int] = {}
    lines, labels = [], []
    for n, item in enumerate(c.items, start=1001):
        if item.key:
            ids[item.key] = n
        row: dict[str, object] = {"id": n, "time": item.when.isoformat(), "chat": "harbor-kitchen",
                                  "sender": item.sender, "text": item.text}
        if item.reply:
            row["reply_to"] = ids[item.reply]
        lines.append(json.dumps(row, ensure_ascii=False))
        labels += [label.as_json(n) for label in item.labels]
    (root / FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": FILE, "owner": OWNER, "language": "en", "people": PEOPLE, "labels": labels}
