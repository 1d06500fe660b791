<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
  <context>
    <name>Coach</name>
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
</TS>