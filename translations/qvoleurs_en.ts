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
</context>
</TS>
