<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
  <context>
    <name>BorderStates</name>
    <message numerus="yes">
      <source>{state}: {where}, %n marker(s)</source>
      <translation>
        <numerusform>{state}: {where}, %n marker</numerusform>
        <numerusform>{state}: {where}, %n markers</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n face-down block(s)</source>
      <translation>
        <numerusform>%n face-down block</numerusform>
        <numerusform>%n face-down blocks</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>BsRules</name>
    <message numerus="yes">
      <source>%n are set aside unseen</source>
      <translation>
        <numerusform>%n is set aside unseen</numerusform>
        <numerusform>%n are set aside unseen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n slot(s)</source>
      <translation>
        <numerusform>%n slot</numerusform>
        <numerusform>%n slots</numerusform>
      </translation>
    </message>
  </context>
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
    <message numerus="yes">
      <source>Keeps %n {terrain} token(s) for the {terrain} ahead.</source>
      <translation>
        <numerusform>Keeps %n {terrain} token for the {terrain} ahead.</numerusform>
        <numerusform>Keeps %n {terrain} tokens for the {terrain} ahead.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Spends %n token(s) to stay with the group.</source>
      <translation>
        <numerusform>Spends %n token to stay with the group.</numerusform>
        <numerusform>Spends %n tokens to stay with the group.</numerusform>
      </translation>
    </message>
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
    <name>CoupDeBordure</name>
    <message numerus="yes">
      <source>{rider} cannot pay the tow: +{cases} cases cost %n {terrain} token(s).</source>
      <translation>
        <numerusform>{rider} cannot pay the tow: +{cases} cases cost %n {terrain} token.</numerusform>
        <numerusform>{rider} cannot pay the tow: +{cases} cases cost %n {terrain} tokens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{rider} may be towed: +{cases} cases for %n {terrain} token(s).</source>
      <translation>
        <numerusform>{rider} may be towed: +{cases} cases for %n {terrain} token.</numerusform>
        <numerusform>{rider} may be towed: +{cases} cases for %n {terrain} tokens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Feed zone: {rider} has %n token(s) left and takes {count}. Which colours?</source>
      <translation>
        <numerusform>Feed zone: {rider} has %n token left and takes {count}. Which colours?</numerusform>
        <numerusform>Feed zone: {rider} has %n tokens left and takes {count}. Which colours?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CycRules</name>
    <message numerus="yes">
      <source>%n rider(s)</source>
      <translation>
        <numerusform>%n rider</numerusform>
        <numerusform>%n riders</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n dice</source>
      <translation>
        <numerusform>%n die</numerusform>
        <numerusform>%n dice</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CycSetup</name>
    <message numerus="yes">
      <source>{teams} teams of {riders} riders (%n leader(s) each)</source>
      <translation>
        <numerusform>{teams} teams of {riders} riders (%n leader each)</numerusform>
        <numerusform>{teams} teams of {riders} riders (%n leaders each)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Cyclistes</name>
    <message numerus="yes">
      <source>%n case(s), to case {case}</source>
      <translation>
        <numerusform>%n case, to case {case}</numerusform>
        <numerusform>%n cases, to case {case}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Cut short at %n case(s): {why}.</source>
      <translation>
        <numerusform>Cut short at %n case: {why}.</numerusform>
        <numerusform>Cut short at %n cases: {why}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{rider} sucks the wheel: %n case(s) to case {case}.</source>
      <translation>
        <numerusform>{rider} sucks the wheel: %n case to case {case}.</numerusform>
        <numerusform>{rider} sucks the wheel: %n cases to case {case}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{rider} rides %n case(s) to case {case}.</source>
      <translation>
        <numerusform>{rider} rides %n case to case {case}.</numerusform>
        <numerusform>{rider} rides %n cases to case {case}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Case {case}, %n case(s) to the line</source>
      <translation>
        <numerusform>Case {case}, %n case to the line</numerusform>
        <numerusform>Case {case}, %n cases to the line</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Click: ride %n case(s) to here.</source>
      <translation>
        <numerusform>Click: ride %n case to here.</numerusform>
        <numerusform>Click: ride %n cases to here.</numerusform>
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
    <name>RoueDeVitesse</name>
    <message numerus="yes">
      <source>%n case(s) for %n point(s)</source>
      <translation>
        <numerusform>%n case for %n point</numerusform>
        <numerusform>%n cases for %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n point(s) left</source>
      <translation>
        <numerusform>%n point left</numerusform>
        <numerusform>%n points left</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{rider} gets away ({total}): %n case(s) ahead.</source>
      <translation>
        <numerusform>{rider} gets away ({total}): %n case ahead.</numerusform>
        <numerusform>{rider} gets away ({total}): %n cases ahead.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{rider} and %n other rider(s)</source>
      <translation>
        <numerusform>{rider} and %n other rider</numerusform>
        <numerusform>{rider} and %n other riders</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The group of {riders} rides %n case(s).</source>
      <translation>
        <numerusform>The group of {riders} rides %n case.</numerusform>
        <numerusform>The group of {riders} rides %n cases.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{rider} +%n pt(s)</source>
      <translation>
        <numerusform>{rider} +%n pt</numerusform>
        <numerusform>{rider} +%n pts</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{rider} buys back %n case(s) with endurance.</source>
      <translation>
        <numerusform>{rider} buys back %n case with endurance.</numerusform>
        <numerusform>{rider} buys back %n cases with endurance.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Group {n}: {pace} pace, %n case(s) next move</source>
      <translation>
        <numerusform>Group {n}: {pace} pace, %n case next move</numerusform>
        <numerusform>Group {n}: {pace} pace, %n cases next move</numerusform>
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
    <name>TapeLEtape</name>
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