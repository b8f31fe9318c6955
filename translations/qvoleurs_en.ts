<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>BoardPhrasebook</name>
    <message numerus="yes">
        <source>stock: %n card(s)</source>
        <translation>
            <numerusform>stock: %n card</numerusform>
            <numerusform>stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>waste: %1 on top, %n card(s)</source>
        <translation>
            <numerusform>waste: %1 on top, %n card</numerusform>
            <numerusform>waste: %1 on top, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message numerus="yes">
        <source>%Ln positions examined</source>
        <translation>
            <numerusform>%Ln position examined</numerusform>
            <numerusform>%Ln positions examined</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deals tried</source>
        <translation>
            <numerusform>%Ln deal tried</numerusform>
            <numerusform>%Ln deals tried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln positions of the game tried</source>
        <translation>
            <numerusform>%Ln position of the game tried</numerusform>
            <numerusform>%Ln positions of the game tried</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%Ln won</source>
        <translation>
            <numerusform>%Ln won</numerusform>
            <numerusform>%Ln won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln lost</numerusform>
            <numerusform>%Ln lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games played, %2 won (%3), current streak: %4</source>
        <translation>
            <numerusform>%1: %Ln game played, %2 won (%3), current streak: %4</numerusform>
            <numerusform>%1: %Ln games played, %2 won (%3), current streak: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message numerus="yes">
        <source>column %1: %2, %n card(s)</source>
        <translation>
            <numerusform>column %1: %2, %n card</numerusform>
            <numerusform>column %1: %2, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, minus %n point(s)</source>
        <translation>
            <numerusform>%1, minus %n point</numerusform>
            <numerusform>%1, minus %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redone: drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>Redone: drew %1, %n card left in the stock</numerusform>
            <numerusform>Redone: drew %1, %n cards left in the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew %1, %n card(s) left in the stock</source>
        <translation>
            <numerusform>Drew %1, %n card left in the stock</numerusform>
            <numerusform>Drew %1, %n cards left in the stock</numerusform>
        </translation>
    </message>
</context>
</TS>
