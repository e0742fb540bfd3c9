"""Chats and their members: key -> (display name, Telegram user number)."""

CHATS = [
    {"folder": "clinic_staff", "title": "Дента-Плюс | персонал", "id": 1874203351,
     "source": "chat_clinic.txt", "first_id": 40211,
     "people": {
         "marina": ("Марина Соколова", 5512093311),
         "katya": ("Екатерина Белова", 6203318842),
         "oleg": ("Олег Петров", 4410982256),
         "ira": ("Ирина Ковалёва", 7011243390),
         "denis": ("Денис Журавлёв", 5890011472),
         "sveta": ("Светлана Гаврилова", 6634509128),
         "lena": ("Елена Тихонова", 7340098812),
     }},
    {"folder": "otterbyte_core", "title": "Otterbyte – core team", "id": 2230981147,
     "source": "chat_studio.txt", "first_id": 8801,
     "people": {
         "mike": ("Michael Grant", 3309871254),
         "priya": ("Priya Nair", 4478120934),
         "tom": ("Tom Becker", 5123098876),
         "sofia": ("Sofia Alvarez", 6021987345),
         "dan": ("Daniel Okafor", 5788120021),
         "hannah": ("Hannah Lee", 6899012345),
     }},
    {"folder": "linden_staff", "title": "Linden Hill School – staff room", "id": 1659920874,
     "source": "chat_school.txt", "first_id": 15530,
     "people": {
         "anna": ("Анна Морозова", 4820011935),
         "jim": ("James O'Connor", 5932100874),
         "olga": ("Ольга Смирнова", 6123987001),
         "sarah": ("Sarah Whitfield", 6788123409),
         "pasha": ("Павел Ершов", 5011298834),
         "natasha": ("Наталья Кузнецова", 7209983312),
     }},
]
