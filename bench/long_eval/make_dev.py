"""Builds the development set `dev/` from its hand-written source (`dev/source/`).

``python -m bench.long_eval.make_dev``

Each `source/<chat>.txt` holds a chat's messages that matter (`@ day`, then
`HH:MM Sender: text {label}`); the weeks around them are filled with the everyday
chatter a team chat has (stand-ups, thanks, shift notes), from a fixed seed, so the
messages that answer are a small share of months of history. `questions.txt` names
each question's evidence by label; the output names it by chat folder and message id,
as `run.py` reads it. The output is committed: rerun this only to change the set.
"""

from __future__ import annotations

import json
import random
import re
from datetime import date, datetime, timedelta
from pathlib import Path

DEV = Path(__file__).resolve().parent / "dev"
SOURCE = DEV / "source"
START, END = date(2026, 8, 31), date(2026, 11, 30)
Message = tuple[datetime, str, str, str | None]  # when, sender, text, label
_LINE = re.compile(r"^(\d{2}):(\d{2}) ([^:]+): (.*?)(?: \{([\w-]+)\})?$")

FILLER = {
    "logistics": (
        ["Наталья Орлова", "Сергей Волков", "Екатерина Белова", "Павел Зайцев", "Марина Козлова"],
        [
            "Доброе утро! Сегодня на смене до 20:00.",
            "Приёмка сегодня по графику, без сюрпризов.",
            "Кто-нибудь видел ключи от рампы 2?",
            "Отгрузки за вчера закрыты.",
            "Спасибо!",
            "Ок",
            "Принял.",
            "Созвон в 11 переносится на 12.",
            "Сегодня инвентаризация в зоне А.",
            "Сканер на посту 3 разрядился, поставил на зарядку.",
            "Машина от клиента опаздывает на час.",
            "Погрузчик №1 на зарядке до обеда.",
            "Кто закрывает смену сегодня?",
            "Я закрою.",
            "Пришла поставка паллет, разгружаем.",
            "В зоне В протёк потолок у стеллажа 12, подставил ведро.",
            "Напоминаю про отчёт по остаткам к пятнице.",
            "Отчёт по остаткам отправил.",
            "Обед в 13:30, кто со мной?",
            "Курьер за документами придёт в 15:00.",
            "Сегодня уйду пораньше, к врачу.",
            "Плёнки для паллет осталось на неделю, закажу.",
            "Новый стажёр выходит в понедельник.",
            "Коробки от ПакЛайна приняли, всё ок.",
        ],
    ),
    "payments": (
        ["Laura Chen", "Ben Foster", "Aisha Khan", "Tom Riley"],
        [
            "Morning! Working on dashboards today.",
            "Standup moved to 10:30.",
            "Thanks!",
            "LGTM",
            "Deploying a small config change to payments-api.",
            "On-call handover: quiet night.",
            "Reviewing Aisha's PR now.",
            "Retro notes are in the doc.",
            "Anyone seen the staging alerts?",
            "Staging alerts were a flaky health check, muted.",
            "Lunch?",
            "Out for a dentist appointment at 2.",
            "Payout batch ran fine.",
            "Updated the runbook for webhook retries.",
            "Can someone review the Terraform change?",
            "Approved.",
            "Sprint planning at 11 tomorrow.",
            "Card decline dashboard looks normal today.",
            "Rotated the API keys as scheduled.",
            "Fixed a typo in the checkout error message.",
            "Ping me if the settlement file is late.",
        ],
    ),
    "leads": (
        ["Наталья Орлова", "Laura Chen", "Victor Hale"],
        [
            "Weekly numbers are in the sheet.",
            "Спасибо!",
            "Thanks, noted.",
            "Reminder: leads sync at 4pm.",
            "Can we skip this week's sync? Nothing urgent.",
            "Fine by me.",
            "Обновила таблицу по складу.",
            "Please fill in the vacation calendar for December.",
        ],
    ),
}


def _messages(chat: str) -> tuple[int, str, list[Message]]:
    lines = (SOURCE / f"{chat}.txt").read_text(encoding="utf-8").splitlines()
    _, _, chat_id, title = lines[0].split(" ", 3)
    found: list[Message] = []
    day = START
    for line in lines[1:]:
        if line.startswith("@ "):
            day = date.fromisoformat(line[2:])
            continue
        parsed = _LINE.match(line)
        if parsed is None:
            raise ValueError(f"{chat}: unreadable line {line!r}")
        hour, minute, sender, text, label = parsed.groups()
        at = datetime(day.year, day.month, day.day, int(hour), int(minute))
        found.append((at, sender, text, label))
    return int(chat_id), title, found


def _filler(chat: str, seed: int) -> list[Message]:
    people, texts = FILLER[chat]
    rng = random.Random(seed)
    found: list[Message] = []
    day = START
    while day <= END:
        if day.weekday() < 5:
            for _ in range(rng.randint(1, 4) if chat != "leads" else rng.randint(0, 1)):
                at = datetime(day.year, day.month, day.day, rng.randint(8, 18), rng.randint(0, 59))
                found.append((at, rng.choice(people), rng.choice(texts), None))
        day += timedelta(days=1)
    return found


def _export(chat: str, seed: int, labels: dict[str, tuple[str, int]]) -> dict[str, object]:
    chat_id, title, wanted = _messages(chat)
    every = sorted(wanted + _filler(chat, seed), key=lambda m: (m[0], m[3] is None))
    people = sorted({sender for _, sender, _, _ in every})
    messages = []
    for number, (at, sender, text, label) in enumerate(every, start=1000):
        if label:
            labels[label] = (chat, number)
        messages.append({"id": number, "type": "message", "date": at.isoformat(),
                         "date_unixtime": str(int(at.timestamp())), "from": sender,
                         "from_id": f"user{people.index(sender) + 1}", "text": text,
                         "text_entities": [{"type": "plain", "text": text}]})  # fmt: skip
    return {"name": title, "type": "private_supergroup", "id": chat_id, "messages": messages}


def _questions(labels: dict[str, tuple[str, int]]) -> list[dict[str, object]]:
    found: list[dict[str, object]] = []
    for line in (SOURCE / "questions.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        qid, kind, lang, today, question, evidence = (part.strip() for part in line.split("|"))
        wanted = [labels[label.strip()] for label in evidence.split(",") if label.strip()]
        found.append({"id": qid, "kind": kind, "lang": lang, "today": today, "question": question,
                      "evidence": [{"chat": c, "message": m} for c, m in wanted]})  # fmt: skip
    return found


def main() -> int:
    labels: dict[str, tuple[str, int]] = {}
    for seed, chat in enumerate(FILLER):
        export = _export(chat, seed, labels)
        folder = DEV / "exports" / chat
        folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps(export, ensure_ascii=False, indent=1)
        (folder / "result.json").write_text(text + "\n", encoding="utf-8")
    questions = json.dumps(_questions(labels), ensure_ascii=False, indent=1)
    (DEV / "questions.json").write_text(questions + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
