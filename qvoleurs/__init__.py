"""qvoleurs: Quarante Voleurs (Forty Thieves), the two-deck patience game."""

__version__ = "0.1.0"
APP_ID = "org.qvoleurs.QVoleurs"
