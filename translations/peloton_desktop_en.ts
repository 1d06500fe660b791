<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
  <context>
    <name>Coach</name>
    <message numerus="yes">
      <source>Moves your best rider %n case(s) up the road.</source>
      <translation>
        <numerusform>Moves your best rider %n case up the road.</numerusform>
        <numerusform>Moves your best rider %n cases up the road.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Wins %n point(s) at once.</source>
      <translation>
        <numerusform>Wins %n point at once.</numerusform>
        <numerusform>Wins %n points at once.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Empties your hand by %n card(s).</source>
      <translation>
        <numerusform>Empties your hand by %n card.</numerusform>
        <numerusform>Empties your hand by %n cards.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Afterwards the leader is %n case(s) ahead of you.</source>
      <translation>
        <numerusform>Afterwards the leader is %n case ahead of you.</numerusform>
        <numerusform>Afterwards the leader is %n cases ahead of you.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Afterwards you are %n point(s) behind the leader.</source>
      <translation>
        <numerusform>Afterwards you are %n point behind the leader.</numerusform>
        <numerusform>Afterwards you are %n points behind the leader.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Afterwards the leader holds %n card(s) fewer than you.</source>
      <translation>
        <numerusform>Afterwards the leader holds %n card fewer than you.</numerusform>
        <numerusform>Afterwards the leader holds %n cards fewer than you.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The strong bot's pick after trying it %n time(s).</source>
      <translation>
        <numerusform>The strong bot's pick after trying it once.</numerusform>
        <numerusform>The strong bot's pick after trying it %n times.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Messages</name>
    <message numerus="yes">
      <source>in the last kilometre (the last %n case(s))</source>
      <translation>
        <numerusform>in the last kilometre (the last case)</numerusform>
        <numerusform>in the last kilometre (the last %n cases)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Phones</name>
    <message numerus="yes">
      <source>Messages refused: %n</source>
      <translation>
        <numerusform>Message refused: %n</numerusform>
        <numerusform>Messages refused: %n</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Pieces</name>
    <message numerus="yes">
      <source>%n card(s), face down</source>
      <translation>
        <numerusform>%n card, face down</numerusform>
        <numerusform>%n cards, face down</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Printing</name>
    <message numerus="yes">
      <source>…and %n more</source>
      <translation>
        <numerusform>…and %n more</numerusform>
        <numerusform>…and %n more</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Race</name>
    <message numerus="yes">
      <source>%n case(s) to the line</source>
      <translation>
        <numerusform>%n case to the line</numerusform>
        <numerusform>%n cases to the line</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n of {capacity} places taken</source>
      <translation>
        <numerusform>%n of {capacity} places taken</numerusform>
        <numerusform>%n of {capacity} places taken</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Results</name>
    <message numerus="yes">
      <source>%n move(s)</source>
      <translation>
        <numerusform>%n move</numerusform>
        <numerusform>%n moves</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Standings</name>
    <message numerus="yes">
      <source>%n pt(s)</source>
      <translation>
        <numerusform>%n pt</numerusform>
        <numerusform>%n pts</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StartPage</name>
    <message numerus="yes">
      <source>%n move(s)</source>
      <translation>
        <numerusform>%n move</numerusform>
        <numerusform>%n moves</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TestRide</name>
    <message numerus="yes">
      <source>about %n hour(s)</source>
      <translation>
        <numerusform>about %n hour</numerusform>
        <numerusform>about %n hours</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>about %n minute(s)</source>
      <translation>
        <numerusform>about %n minute</numerusform>
        <numerusform>about %n minutes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>about %n second(s)</source>
      <translation>
        <numerusform>about %n second</numerusform>
        <numerusform>about %n seconds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>On %n core(s) of this computer: %1.</source>
      <translation>
        <numerusform>On %n core of this computer: %1.</numerusform>
        <numerusform>On %n cores of this computer: %1.</numerusform>
      </translation>
    </message>
  </context>
</TS>