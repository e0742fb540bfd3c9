"""Chat 2: a small brewery's crew, WhatsApp (Android) .txt export, English."""

from build_common import CX, C, D, F, P, PR, X, msg

GROUP = "Copper Kettle Crew"
FILE = f"WhatsApp Chat with {GROUP}.txt"
OWNER = "Sam Whitaker"

DAN = "Daniel Okafor"
BECKY = "Rebecca Lund"
TOM = "Tomasz Nowak"
PRIYA = "Priya Raman"
JAKE = "Jake Morrison"
HANNAH = "Hannah Cole"

PEOPLE = {
    DAN: ["Dan", "Danny", "Dan Okafor", "Okafor"],
    BECKY: ["Becky", "Bex", "Becks", "Lund"],
    TOM: ["Tom", "Tomek", "Tom Nowak", "Nowak"],
    PRIYA: ["Priya", "Priya Raman", "Raman"],
    JAKE: ["Jake", "Jake M", "Morrison"],
    HANNAH: ["Hannah", "Han", "Hannah Cole", "Cole"],
}

S = OWNER
Dn = "Dan Okafor"
B = "Becky"
T = "Tom Nowak"
TX = "+44 7700 900461"  # Tom's temporary number, not saved in the owner's contacts
Pr = "Priya Raman"
J = "Jake M"
H = "Hannah Cole"

W_MILL = ["mill"]
W_BARLEY = ["barley"]
W_QUOTES = ["quote"]
W_POLAR = ["polar|chiller|refrigerat|engineer"]
W_WASHER = ["washer"]
W_PRICE = ["price"]
W_XERO = ["xero"]
W_FOX = ["fox"]
W_MARKET = ["market|stall"]
W_CANS = ["cans|ends"]
W_PROOF = ["proof|artwork|label"]
W_DROPS = ["drop|deliver"]
W_DRYHOP = ["dry hop|dry-hop|dryhop|ipa"]
W_CRASH = ["crash"]
W_DEPOSIT = ["deposit"]
W_KEG = ["keg"]
W_STOCK = ["stock"]
W_MOBILECAN = ["mobilecan|canning|canner"]
W_CONTRACT = ["contract"]
W_CHASE = ["chase"]
W_MENU = ["menu"]
W_DUTY = ["duty"]
W_CROWN = ["crown"]

MESSAGES = [
    msg("11-16 08:00", None,
        "Messages and calls are end-to-end encrypted. Only people in this chat can read, listen "
        "to, or share them. Learn more."),
    msg("11-16 08:01", None, "Sam Whitaker added Hannah Cole"),
    msg("11-16 08:05", S,
        "Morning all. Welcome Hannah! She's taking over the books and the orders admin, "
        "Mon/Wed/Thu from next week",
        F(HANNAH, ["book|accounts|admin"])),
    msg("11-16 08:10", H, "Hi everyone! Looking forward to it 😊"),
    msg("11-16 08:30", Dn,
        "Brew plan this week: Ember Stout on Weds, 20hl. I'll mill Tuesday afternoon and sort "
        "the water treatment",
        C(DAN, W_MILL, "11-17"), key="mill"),
    msg("11-16 08:32", S, "Great. Do we have enough roasted barley?"),
    msg("11-16 08:40", Dn, "Two bags short. Priya can you add it to the Crisp order?"),
    msg("11-16 08:45", Pr, "yep will add, order goes in today by 12",
        C(PRIYA, W_BARLEY, "11-16"), key="barley"),
    msg("11-16 09:15", B,
        "Taproom: 3 Christmas party enquiries for Dec already. I'll send quotes to all three by "
        "Wednesday",
        C(BECKY, W_QUOTES, "11-18"), key="quotes"),
    msg("11-16 09:40", T, "FV3 reading 2 degrees warm again. Chiller guy?"),
    msg("11-16 09:45", S, "Tom can you call Polar Refrigeration and get them in this week?"),
    msg("11-16 09:47", T, "on it", C(TOM, W_POLAR), key="polar"),
    msg("11-16 10:30", J, "<Media omitted>"),
    msg("11-16 10:31", J, "Vans got a flat, sorting it before the Kings Arms drop"),
    msg("11-16 11:55", Pr, "Crisp order in, incl 2 bags roasted barley, delivery Thursday",
        D(PRIYA, W_BARLEY, ref="barley")),
    msg("11-16 12:10", J, "Sorted. Kings Arms and The Fox done, 6 empties back"),
    msg("11-16 12:30", S, "👍"),
    # Tue 17
    msg("11-17 09:00", H,
        "Sam, quick one - I'd prefer invoices as PDFs by email rather than photos in here, much "
        "easier to reconcile. The accounts@ address is fine",
        PR(HANNAH, ["pdf|email"])),
    msg("11-17 09:05", S, "Noted. Everyone: invoices to accounts@ please"),
    msg("11-17 11:20", T, "While I'm at it I'll strip and descale the keg washer on Saturday, it's "
        "leaving scale on the spears",
        C(TOM, W_WASHER, "11-21"), key="washer"),
    msg("11-17 14:20", Dn, "Milled and water's treated for tomorrow. Mash in at 7",
        D(DAN, W_MILL, ref="mill")),
    msg("11-17 15:00", T, "Polar booked, they're coming Thursday morning between 8 and 10",
        D(TOM, W_POLAR, ref="polar")),
    msg("11-17 16:30", B,
        "Heads up, I'm off Thu and Fri this week (my sister's wedding in Leeds). Jade's covering "
        "the taproom",
        CX(BECKY, ["off|wedding|leave|away"], "11-20")),
    # Wed 18
    msg("11-18 07:05", Dn, "Mash in 🔥"),
    msg("11-18 11:30", Dn, "<Media omitted>"),
    msg("11-18 12:00", B,
        "Quotes sent to all three parties. The Harlow lot want a keg of Ember on, can we promise "
        "that for the 12th?",
        D(BECKY, W_QUOTES, ref="quotes")),
    msg("11-18 12:05", Dn, "If it ferments out clean it'll be conditioned by the 10th, should be fine"),
    msg("11-18 12:10", S, "Let's not promise anything till Dan's tasted it"),
    msg("11-18 15:45", Pr,
        "Sam!! The Crown & Anchor group want to trial our pale on permanent in 4 pubs. I'll draft "
        "a price sheet for them by Friday",
        C(PRIYA, W_PRICE, "11-20"), key="price"),
    msg("11-18 15:47", S, "Amazing 🎉"),
    msg("11-18 16:00", J, "nice one Priya"),
    msg("11-18 16:02", J, "This message was deleted"),
    # Thu 19
    msg("11-19 10:15", T, "Polar been, stuck solenoid valve on FV3. Replaced, holding 18 now"),
    msg("11-19 10:20", S,
        "Cheers Tom. Polar said they'll do the keg washer service on their next visit, it's in "
        "the contract, so leave it Saturday"),
    msg("11-19 10:22", T, "fair enough, less scrubbing for me", X(TOM, W_WASHER, ref="washer")),
    msg("11-19 11:00", Pr, "Roasted barley came with the Crisp delivery btw"),
    msg("11-19 11:30", S,
        "Hannah when you're in Monday, can you set up Xero for the brewery card and chase the two "
        "overdue invoices from The Fox?"),
    msg("11-19 11:45", H, "Will do both Monday",
        C(HANNAH, W_XERO, "11-23"), C(HANNAH, W_FOX, "11-23"), key="xerofox"),
    # Fri 20
    msg("11-20 09:30", Pr,
        "Price sheet for Crown & Anchor is going to be late, waiting on the duty numbers from Sam. "
        "Monday latest",
        P(PRIYA, W_PRICE, "11-23", ref="price")),
    msg("11-20 09:35", S, "My bad, sending now"),
    msg("11-20 09:50", S, "duty_rates_2026.pdf (file attached)"),
    msg("11-20 13:00", J, "Can someone cover the Saturday market stall tomorrow? got my kid's nativity"),
    msg("11-20 13:10", Dn, "I can do 10-2 if someone takes the afternoon",
        C(DAN, W_MARKET, "11-21"), key="market_dan"),
    msg("11-20 13:12", T, "I'll do 2-5", C(TOM, W_MARKET, "11-21"), key="market_tom"),
    msg("11-20 13:15", S, "Legends 🙌"),
    # Sat 21
    msg("11-21 18:30", Dn,
        "Market done, me and Tom covered it. Sold out of the pale by 1. Cash box is in the office safe",
        D(DAN, W_MARKET, ref="market_dan"), D(TOM, W_MARKET, ref="market_tom")),
    msg("11-21 18:40", T, "yeah was rammed. 14 growlers"),
    # Mon 23
    msg("11-23 10:00", H,
        "Chased The Fox, they say payment on Friday. Xero is fighting me - the bank is taking ages "
        "to authorise the card feed, so Xero will be Wednesday",
        D(HANNAH, W_FOX, ref="xerofox"), P(HANNAH, W_XERO, "11-25", ref="xerofox")),
    msg("11-23 12:30", Pr, "Price sheet sent to Crown & Anchor", D(PRIYA, W_PRICE, ref="price")),
    msg("11-23 12:32", S, "👍"),
    msg("11-23 14:00", Dn,
        "Ember's at 1.022, sluggish. Roused it and bumped the temp by a degree"),
    msg("11-23 15:00", B, "Sam, staff asked if we can skip the Friday quiz in Dec and just do the parties?"),
    msg("11-23 15:10", S, "Fine by me"),
    # Tue 24
    msg("11-24 09:05", TX,
        "Hi all, Tom here, dropped my phone in the CIP tank 🤦 this is a temp number till the "
        "new one comes on Friday",
        CX(TOM, ["number|phone"], "11-27")),
    msg("11-24 09:10", B, "😂😂 classic"),
    msg("11-24 09:20", TX,
        "Canning day is Thursday 3rd with MobileCan. I'll order the cans and ends today, we need 12k",
        C(TOM, W_CANS, "11-24"), key="cans"),
    msg("11-24 09:25", S, "And labels - Priya did you confirm artwork with the printers?"),
    msg("11-24 09:40", Pr, "Not yet. I'll sign off the proof tomorrow once Dan confirms the ABV",
        C(PRIYA, W_PROOF, "11-25"), key="proof"),
    msg("11-24 09:45", Dn, "6.8 if it finishes where I think"),
    msg("11-24 16:00", TX, "Cans and ends ordered, 12k, arriving Mon 30th", D(TOM, W_CANS, ref="cans")),
    # Wed 25
    msg("11-25 10:15", H, "Xero's live, card feed connected 🎉", D(HANNAH, W_XERO, ref="xerofox")),
    msg("11-25 11:00", Pr, "Label proof signed off at 6.8%. Printers say delivery 1st Dec",
        D(PRIYA, W_PROOF, ref="proof")),
    msg("11-25 12:00", J,
        "Heads up I'm on a driver CPC course all day tomorrow, so no deliveries Thursday",
        CX(JAKE, ["cpc|course"], "11-26")),
    msg("11-25 12:05", S, "Priya can you move Thursday's drops to Friday with the pubs?"),
    msg("11-25 12:10", Pr, "sure, I'll ring them this afternoon", C(PRIYA, W_DROPS, "11-25"), key="drops"),
    msg("11-25 16:30", Pr, "All moved to Friday except Red Lion, they've got enough till Monday",
        D(PRIYA, W_DROPS, ref="drops")),
    msg("11-25 16:45", J,
        "Also for everyone - please don't ring me when I'm on the road, text and I'll reply at the "
        "next stop. Can't answer in the van anyway",
        PR(JAKE, ["text"])),
    # Thu 26
    msg("11-26 08:30", Dn, "Ember at 1.017 👌 Dry hopping the IPA tomorrow, crashing the Ember Sunday",
        C(DAN, W_DRYHOP, "11-27"), C(DAN, W_CRASH, "11-29"), key="dryhop_crash"),
    msg("11-26 08:40", S, "Nice"),
    msg("11-26 10:00", B,
        "Back! Harlow party on the 12th confirmed, 40 people, and they want Ember on. I'll take "
        "the deposit today",
        C(BECKY, W_DEPOSIT, "11-26"), key="deposit"),
    msg("11-26 10:05", S, "Dan, can we say yes to the Ember?"),
    msg("11-26 10:10", Dn, "It'll be there. I'll keg one specially for them",
        C(DAN, W_KEG), key="keg"),
    msg("11-26 15:00", B, "Deposit's in 👍", D(BECKY, W_DEPOSIT, ref="deposit")),
    msg("11-26 15:30", Dn,
        "Sam for the Ember tasting can we do it first thing tomorrow? I'd rather always taste in "
        "the morning, palate's fresh, after lunch it's pointless",
        PR(DAN, ["morning|first thing"])),
    msg("11-26 15:31", S, "8am it is"),
    # Fri 27
    msg("11-27 08:45", S, "Tasted. Ember is spot on 😍"),
    msg("11-27 11:00", Dn, "Dry hopped the IPA, 4kg Nelson. Smells unreal",
        D(DAN, W_DRYHOP, ref="dryhop_crash")),
    msg("11-27 14:00", J, "All the Thursday drops done today. Red Lion Monday"),
    msg("11-27 17:00", T, "New phone, back on my normal number 🙏 delete the other one"),
    msg("11-27 17:30", H,
        "Sam, I'll do the stock count for the year-end duty return. Need someone to help with "
        "the kegs in the cold store - Wednesday morning?",
        C(HANNAH, W_STOCK, "12-02"), key="stock_h"),
    msg("11-27 17:35", T, "I'll help Wednesday from 8", C(TOM, W_STOCK, "12-02"), key="stock_t"),
    # Sat 28
    msg("11-28 20:15", B, "Taproom did £3.2k tonight, best Saturday since summer 🍻"),
    msg("11-28 20:20", J, "🔥🔥"),
    # Sun 29
    msg("11-29 09:00", Dn,
        "Not crashing today, still a point high. Crashing tomorrow morning instead",
        P(DAN, W_CRASH, "11-30", ref="dryhop_crash")),
    # Mon 30
    msg("11-30 07:40", Dn, "Ember crashed", D(DAN, W_CRASH, ref="dryhop_crash")),
    msg("11-30 08:15", T, "Cans arrived, 12k on 2 pallets"),
    msg("11-30 08:20", S,
        "Tom, can you be the MobileCan contact on Thursday? I'm at the Manchester beer festival "
        "Wed-Thu"),
    msg("11-30 08:22", T, "Yep I'll meet them at 7", C(TOM, W_MOBILECAN, "12-03"), key="mobilecan"),
    msg("11-30 10:00", Pr,
        "Crown & Anchor said YES!!! 4 pubs, starting 14th Dec. I'll send the contract to Hannah "
        "to check before Sam signs",
        C(PRIYA, W_CONTRACT), key="contract"),
    msg("11-30 10:05", S, "WOW. Well done Priya 👏👏 how did you swing that so fast?"),
    msg("11-30 10:07", Pr,
        "Their buyer was my manager back when I did 4 years in sales at Thornbridge 😉",
        F(PRIYA, ["thornbridge"])),
    msg("11-30 10:30", H,
        "Happy to look. Send it as a Word doc please, not PDF, I like to track changes",
        PR(HANNAH, ["word"])),
    msg("11-30 11:00", B,
        "Sam, the other two party quotes - one's gone quiet, the other (Benson Legal, 18th) wants "
        "to go ahead. I'll chase the quiet one Wednesday and sort a set menu with Smokin Joe's "
        "van for Benson by Friday",
        C(BECKY, W_CHASE, "12-02"), C(BECKY, W_MENU, "12-04"), key="chase_menu"),
    msg("11-30 13:00", J, "Red Lion done"),
    msg("11-30 15:00", Pr, "Contract sent to Hannah", D(PRIYA, W_CONTRACT, ref="contract")),
    # Tue 1
    msg("12-01 07:30", Dn, "Ember kegged, 30 kegs + 1 set aside for Harlow. Rest goes in cans Thursday",
        D(DAN, W_KEG, ref="keg")),
    msg("12-01 07:45", S, "Brilliant"),
    msg("12-01 09:00", Pr, "Labels delivered ✅"),
    msg("12-01 11:00", J, "Been thinking, we should do brewery tours at some point"),
    msg("12-01 11:05", S, "Maybe in spring"),
    msg("12-01 12:00", B,
        "Also Sam - re the Dec rota, I'd much rather do openings than closes, the last bus is a "
        "nightmare",
        PR(BECKY, ["open"])),
    msg("12-01 12:05", S, "No problem, do the rota that way"),
    # Wed 2
    msg("12-02 08:05", H, "Morning Tom, I'm in the cold store"),
    msg("12-02 08:06", T, "2 min"),
    msg("12-02 11:30", H,
        "Stock count done, thanks Tom. I'll file the duty return by the 10th",
        D(HANNAH, W_STOCK, ref="stock_h"), D(TOM, W_STOCK, ref="stock_t"),
        C(HANNAH, W_DUTY, "12-10")),
    msg("12-02 13:00", B, "Chased the quiet party - they've cancelled, went somewhere cheaper 🙄",
        D(BECKY, W_CHASE, ref="chase_menu")),
    msg("12-02 14:00", H, "Contract looks fine, 2 comments on payment terms, sent back to Priya"),
    msg("12-02 14:10", S, "Thanks Hannah"),
    msg("12-02 14:30", Pr, "Will fold Hannah's comments in and get it to Crown & Anchor tomorrow",
        C(PRIYA, W_CROWN, "12-03"), key="crown"),
    msg("12-02 16:40", Dn,
        "Hannah asked about the certificate on the office wall - it's my MSc in brewing & "
        "distilling, Heriot-Watt 2015 🤓",
        F(DAN, ["heriot"])),
    # Thu 3
    msg("12-03 07:02", T, "MobileCan here, setting up", D(TOM, W_MOBILECAN, ref="mobilecan")),
    msg("12-03 09:30", J,
        "Sam re the 7.5 tonner for the Crown trial drop - I can't drive it, my licence is only "
        "the standard B. Need the small van",
        F(JAKE, ["licen"])),
    msg("12-03 09:35", S, "Ok small van it is"),
    msg("12-03 12:15", Pr,
        "FYI I'm at the Brew Expo trade show Tue-Wed next week, so limited on the phone", 
        CX(PRIYA, ["expo|show"], "12-09")),
    msg("12-03 15:30", T, "Canned 9,800 Ember, 2 seamer jams. Pallets wrapped"),
    msg("12-03 15:40", S, "Tom you legend <This message was edited>"),
    msg("12-03 16:00", Pr,
        "Sorry Sam, Crown & Anchor's buyer is off till Monday, so the final contract goes to them "
        "Monday 7th",
        P(PRIYA, W_CROWN, "12-07", ref="crown")),
    msg("12-03 16:30", Dn,
        "Heads up, I'm off 14th to 18th, booked ages ago. I'll brew the Jan pale before then",
        CX(DAN, ["off|holiday|leave|away"], "12-18"), C(DAN, ["pale|jan"])),
    # Fri 4
    msg("12-04 08:00", J,
        "Morning. Today:\n- Crown trial keg\n- Fox\n- Red Lion\nBenson Legal party kegs next Friday"),
    msg("12-04 08:30", S, "Jake, can you take the Harlow keg over on the 11th, day before?"),
    msg("12-04 08:32", J, "👍 will do, 11th morning", C(JAKE, ["harlow"], "12-11")),
    msg("12-04 09:00", B,
        "Sam - Benson Legal cancelled their party too, office closure 😩 so no set menu needed, "
        "I'll tell Joe",
        X(BECKY, W_MENU, ref="chase_menu")),
    msg("12-04 09:05", S, "Ugh. Ok"),
    msg("12-04 09:06", J, "Benson kegs off then"),
    msg("12-04 09:10", J, "This message was deleted"),
    msg("12-04 10:30", T, "<Media omitted>"),
    msg("12-04 10:31", T, "pallets collected by the wholesaler"),
]
