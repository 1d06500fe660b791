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
      <source>Bag: %n cube(s)</source>
      <translation>
        <numerusform>Bag: %n cube</numerusform>
        <numerusform>Bag: %n cubes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n face-down block(s)</source>
      <translation>
        <numerusform>%n face-down block</numerusform>
        <numerusform>%n face-down blocks</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Worth {value} in its front. Face up, it reaches %n battle(s): {battles}.</source>
      <translation>
        <numerusform>Worth {value} in its front. Face up, it reaches %n battle: {battles}.</numerusform>
        <numerusform>Worth {value} in its front. Face up, it reaches %n battles: {battles}.</numerusform>
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
</TS>