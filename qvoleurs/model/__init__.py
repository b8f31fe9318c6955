"""The model floor: QObjects over the engine (commands in, change signals out)."""
