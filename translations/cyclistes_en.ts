<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
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
</TS>