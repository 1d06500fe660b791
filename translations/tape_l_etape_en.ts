<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
  <context>
    <name>Coach</name>
    <message numerus="yes">
      <source>Lays the {value}: %n card(s) left in your hand.</source>
      <translation>
        <numerusform>Lays the {value}: %n card left in your hand.</numerusform>
        <numerusform>Lays the {value}: %n cards left in your hand.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The Mountain starts low and climbs: %n of your cards are {low} to {top}.</source>
      <translation>
        <numerusform>The Mountain starts low and climbs: %n of your cards is {low} to {top}.</numerusform>
        <numerusform>The Mountain starts low and climbs: %n of your cards are {low} to {top}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The Descent starts high and goes down: %n of your cards are {bottom} to {high}.</source>
      <translation>
        <numerusform>The Descent starts high and goes down: %n of your cards is {bottom} to {high}.</numerusform>
        <numerusform>The Descent starts high and goes down: %n of your cards are {bottom} to {high}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The Flat starts at {start}: %n of your cards are next to it ({below} to {above}).</source>
      <translation>
        <numerusform>The Flat starts at {start}: %n of your cards is next to it ({below} to {above}).</numerusform>
        <numerusform>The Flat starts at {start}: %n of your cards are next to it ({below} to {above}).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The time trial lays runs at once: your longest run in one colour is %n card(s).</source>
      <translation>
        <numerusform>The time trial lays runs at once: your longest run in one colour is %n card.</numerusform>
        <numerusform>The time trial lays runs at once: your longest run in one colour is %n cards.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The Broom wagon rewards the last hand emptied: %n of your cards are far from the {start} and can wait.</source>
      <translation>
        <numerusform>The Broom wagon rewards the last hand emptied: %n of your cards is far from the {start} and can wait.</numerusform>
        <numerusform>The Broom wagon rewards the last hand emptied: %n of your cards are far from the {start} and can wait.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TapeLEtape</name>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n card</numerusform>
        <numerusform>%n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n card(s) in hand</source>
      <translation>
        <numerusform>%n card in hand</numerusform>
        <numerusform>%n cards in hand</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>loses %n turn(s)</source>
      <translation>
        <numerusform>loses %n turn</numerusform>
        <numerusform>loses %n turns</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{name}: %n card(s)</source>
      <translation>
        <numerusform>{name}: %n card</numerusform>
        <numerusform>{name}: %n cards</numerusform>
      </translation>
    </message>
  </context>
</TS>