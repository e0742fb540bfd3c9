"""Build the three chats and labels.json: python build.py"""
from pathlib import Path

import build_jsonl
import build_telegram
import build_whatsapp
from build_common import write_labels

if __name__ == "__main__":
    chats = [build_telegram.build(), build_whatsapp.build(), build_jsonl.build()]
    write_labels(Path(__file__).resolve().parent / "labels.json", chats)
