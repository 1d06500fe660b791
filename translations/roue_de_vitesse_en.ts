<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
  <context>
    <name>RdvPrint</name>
    <message numerus="yes">
      <source>%n point(s) left of {start}</source>
      <translation>
        <numerusform>%n point left of {start}</numerusform>
        <numerusform>%n points left of {start}</numerusform>
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
</TS>