"""Answering exam questions from the books: the question plan (plan.py) an evidence pack is built on."""
