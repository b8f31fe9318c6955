"""Dialogs: preferences, statistics, and the text windows (rules, the board read out)."""
