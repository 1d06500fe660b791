<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/tape_l_etape/coach.py" line="+14" />
            <source>Lays the {value}: %n card(s) left in your hand.</source>
            <translation>
                <numerusform>Poser le {value} : il vous reste %n carte en main.</numerusform>
                <numerusform>Poser le {value} : il vous reste %n cartes en main.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>A puncture now: that rider loses a turn.</source>
            <translation>Une crevaison maintenant : ce coureur perd un tour.</translation>
        </message>
        <message numerus="yes">
            <location line="+7" />
            <source>The Mountain starts low and climbs: %n of your cards are {low} to {top}.</source>
            <translation>
                <numerusform>La montagne part du bas et monte : %n de vos cartes est entre {low} et {top}.</numerusform>
                <numerusform>La montagne part du bas et monte : %n de vos cartes sont entre {low} et {top}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The Descent starts high and goes down: %n of your cards are {bottom} to {high}.</source>
            <translation>
                <numerusform>La descente part du haut et descend : %n de vos cartes est entre {bottom} et {high}.</numerusform>
                <numerusform>La descente part du haut et descend : %n de vos cartes sont entre {bottom} et {high}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The Flat starts at {start}: %n of your cards are next to it ({below} to {above}).</source>
            <translation>
                <numerusform>La plaine part de {start} : %n de vos cartes est à côté ({below} à {above}).</numerusform>
                <numerusform>La plaine part de {start} : %n de vos cartes sont à côté ({below} à {above}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The time trial lays runs at once: your longest run in one colour is %n card(s).</source>
            <translation>
                <numerusform>Le contre-la-montre pose des suites d'un coup : votre plus longue suite d'une couleur est de %n carte.</numerusform>
                <numerusform>Le contre-la-montre pose des suites d'un coup : votre plus longue suite d'une couleur est de %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The Broom wagon rewards the last hand emptied: %n of your cards are far from the {start} and can wait.</source>
            <translation>
                <numerusform>La voiture balai récompense la dernière main vidée : %n de vos cartes est loin du {start} et peut attendre.</numerusform>
                <numerusform>La voiture balai récompense la dernière main vidée : %n de vos cartes sont loin du {start} et peuvent attendre.</numerusform>
            </translation>
        </message>
        <message>
            <location line="-18" />
            <source>Changes gear: more cards laid this turn.</source>
            <translation>Changer de braquet : plus de cartes posées ce tour-ci.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keeps your jokers for later.</source>
            <translation>Garder vos jokers pour plus tard.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/messages.py" line="+6" />
            <source>A stage race in cards: lay your profiles on the coloured columns, play your jokers at the right moment and win the general classification.</source>
            <translation>Une course par étapes en cartes : posez vos profils sur les colonnes de couleur, jouez vos jokers au bon moment et remportez le classement général.</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/you_text.py" line="+30" />
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <location filename="tape_l_etape_lessons.py" line="+9" />
            <source>A first stage on the flat</source>
            <translation>Une première étape de plaine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A scripted first stage: choose the Plaine, lay your cards on the colour columns, finish with two cards at once. About five minutes.</source>
            <translation>Une première étape scénarisée : choisir la plaine, poser ses cartes sur les colonnes de couleur, finir avec deux cartes d'un coup. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each player holds 8 number cards and has, face up in front of them, 5 stage cards (one of each profile) and 3 jokers. To win a stage, be the first to have laid all your cards; the more cards your rivals keep, the bigger the gaps.</source>
            <oldsource>Each player holds 8 number cards and has, face up in front of him, 5 stage cards (one of each profile) and 3 jokers. To win a stage, be the first to have laid all your cards; the more cards your rivals keep, the bigger the gaps.</oldsource>
            <translation>Chaque coureur a 8 cartes numérotées en main et, face visible devant soi, 5 cartes étapes (1 de chaque profil) et 3 cartes joker. Pour remporter une étape, il faut être le 1er coureur à avoir posé toutes ses cartes ; plus vos concurrents gardent de cartes en main, plus vous créez des écarts !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The dealer chooses the stage profile to impose on the others among the 5 in front of them, and turns it over. Choose the Flat stage: click its card.</source>
            <oldsource>The dealer chooses the stage profile he imposes on the others among the 5 in front of him, and turns it over. Choose the Flat stage: click its card.</oldsource>
            <translation>Qui a distribué choisit, parmi ses 5 cartes étapes, le profil imposé aux autres et le retourne. Choisissez la Plaine : cliquez sur sa carte.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Flat: the one who chose it must start a colour column with a 6. Then the same player lays their first number card in the middle: lay your green 6.</source>
            <oldsource>Flat: the one who chose it must start a colour column with a 6. Then he lays his first number card in the middle: lay your green 6.</oldsource>
            <translation>Plaine : qui a choisi cette étape doit commencer une colonne de couleur par un 6, c'est-à-dire poser sa 1re carte numérotée au centre de la table : posez votre 6 vert.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The others play in turn, one card at a time, completing the colour columns already laid: directly above or below a column's cards, or a new column started with a 6. Start the yellow column.</source>
            <translation>Les autres joueurs jouent à tour de rôle en posant une seule carte à la fois en complétant les colonnes de couleurs déjà posées : une carte directement supérieure ou inférieure, ou une nouvelle colonne démarrée par un 6. Démarrez la colonne jaune.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A player who can play must; one who cannot passes their turn. Open the blue column too.</source>
            <oldsource>If a player can play, he must; if he cannot, he passes his turn. Open the blue column too.</oldsource>
            <translation>Qui peut jouer est dans l'obligation de le faire ; qui ne peut pas jouer passe son tour. Ouvrez aussi la colonne bleue.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The yellow column goes down to 4: lay your yellow 3 under it.</source>
            <translation>La colonne jaune descend jusqu'à 4 : posez votre 3 jaune dessous.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A player may also play a joker (Puncture, Vitamin, Gear change); it is not a turn, so a player may play a joker and then a card. Keep yours for later: the green column reached 7, lay your green 8.</source>
            <oldsource>A player may also play a joker (Puncture, Vitamin, Gear change); it is not a turn, so he may play a joker and then a card. Keep yours for later: the green column reached 7, lay your green 8.</oldsource>
            <translation>On peut également jouer un joker (crevaison, vitamine, changement de braquet) ; un joker n'est pas considéré comme un tour de jeu, on peut donc jouer un joker puis une carte. Gardez les vôtres : la colonne verte est montée à 7, posez votre 8 vert.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The blue column reached 7: lay your blue 8.</source>
            <translation>La colonne bleue est montée à 7 : posez votre 8 bleu.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Two cards left. On the Flat you may lay your last two cards in a single turn, on one colour or several: lay the yellow 8…</source>
            <translation>Plus que deux cartes. En plaine, il est possible de poser les deux dernières cartes de sa main en un seul tour, sur une ou plusieurs couleurs : posez le 8 jaune…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>…and the blue 10, at once. Between these two cards you could even play a Vitamin first, as in a time trial; keep yours for later.</source>
            <translation>…et le 10 bleu, dans la foulée. Entre ces deux cartes, vous pourriez même jouer d'abord une vitamine, comme en contre-la-montre ; gardez-la pour plus tard.</translation>
        </message>
        <message>
            <location line="-15" />
            <source>This first lesson is about the Flat: the Mountain, the Descent, the time trial and the Broom wagon each have a lesson of their own.</source>
            <translation>Cette première leçon porte sur la plaine : la montagne, la descente, le contre-la-montre et la voiture balai ont chacun leur leçon.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>On the Flat the first card must be a 6: start with your green 6, and keep your jokers for later.</source>
            <translation>En plaine la première carte doit être un 6 : commencez par votre 6 vert, et gardez vos jokers pour plus tard.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal, but a new column with your yellow 6 opens the way for your yellow 3 later, and keeps your jokers for when they pay.</source>
            <translation>C'est permis, mais une nouvelle colonne avec votre 6 jaune ouvre la voie à votre 3 jaune plus tard, et garde vos jokers pour quand ils rapportent.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal, but opening blue with your 6 leads to your blue 8 and 10 later; a joker now would be wasted.</source>
            <translation>C'est permis, mais ouvrir le bleu avec votre 6 mène à vos 8 et 10 bleus plus tard ; un joker maintenant serait gâché.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal, but the yellow 3 is the card only you can lay under the yellow 4: lay it while it fits.</source>
            <translation>C'est permis, mais le 3 jaune est la carte que vous seul pouvez poser sous le 4 jaune : posez-le tant qu'il convient.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal too, both are 8s; but keep your yellow 8 for the finish, where the Flat lets you lay your last two cards at once: lay the green 8 on the green 7.</source>
            <translation>C'est permis aussi, ce sont deux 8 ; mais gardez votre 8 jaune pour l'arrivée, où la plaine permet de poser ses deux dernières cartes d'un coup : posez le 8 vert sur le 7 vert.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal, but lay your blue 8 on the blue 7 now: it opens the way for your blue 10 later.</source>
            <translation>C'est permis, mais posez maintenant votre 8 bleu sur le 7 bleu : il ouvre la voie à votre 10 bleu.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Either order would do: both cards go down this turn. This lesson lays the yellow 8 on the yellow 7 first, then the blue 10.</source>
            <translation>L'un ou l'autre ordre irait : les deux cartes partent ce tour-ci. Cette leçon pose d'abord le 8 jaune sur le 7 jaune, puis le 10 bleu.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Finish now with the blue 10 on the blue 9: your last card wins the stage.</source>
            <translation>Finissez maintenant avec le 10 bleu sur le 9 bleu : votre dernière carte gagne l'étape.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The stage stops when the first player has laid their last card: you win it. Cards 1 to 6 left in a hand cost 10 seconds each, 7 to 12 cost 30 seconds, and the winner gains a 40-second bonus on the others: Rival 1 kept a 9 and a 10 ({stage_time:1}, so {stage_gap:1} behind you), Rival 2 a 10 and a 3 ({stage_time:2}, so {stage_gap:2} behind). Next lesson: the Mountain and the jokers.</source>
            <oldsource>The stage stops when the first player has laid his last card: you win it. Cards 1 to 6 left in a hand cost 10 seconds each, 7 to 12 cost 30 seconds, and the winner gains a 40-second bonus on the others: Rival 1 kept a 9 and a 10 ({stage_time:1}, so {stage_gap:1} behind you), Rival 2 a 10 and a 3 ({stage_time:2}, so {stage_gap:2} behind). Next lesson: the Mountain and the jokers.</oldsource>
            <translation>L'étape s'arrête lorsque le 1er joueur a posé sa dernière carte : vous la gagnez. Les cartes numérotées de 1 à 6 infligent 10 secondes de retard par carte restante, celles de 7 à 12 30 secondes, et le gagnant remporte une bonification de 40 secondes sur les autres : l'adversaire 1 a gardé un 9 et un 10 ({stage_time:1}, soit {stage_gap:1} derrière vous), l'adversaire 2 un 10 et un 3 ({stage_time:2}, soit {stage_gap:2} derrière). Leçon suivante : la montagne et les jokers.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Mountain and the jokers</source>
            <translation>La montagne et les jokers</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a Mountain stage, climb the columns, pass when you cannot lay, then play your Gear change and your Puncture at the right moment. About five minutes.</source>
            <translation>Choisir une étape de montagne, faire grimper les colonnes, passer quand on ne peut pas poser, puis jouer son changement de braquet et sa crevaison au bon moment. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new stage, and you choose its profile again. The Mountain: its chooser must start a column with the lowest value in play (the 3 with 3 or 4 players); after that a card goes only directly above a column's top, or starts a new column with a 3. Choose the Mountain.</source>
            <translation>Une nouvelle étape, et vous en choisissez encore le profil. La montagne : qui la choisit doit commencer une colonne de couleur par la valeur la plus basse (le 3 à 3 ou 4 joueurs) ; ensuite on ne pose qu'une carte directement supérieure au sommet d'une colonne, ou on démarre une nouvelle colonne par un 3. Choisissez la montagne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the Mountain: each profile is chosen once in the race, the others come in the next lessons.</source>
            <translation>Cette leçon porte sur la montagne : chaque profil ne se choisit qu'une fois dans la course, les autres viennent dans les leçons suivantes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The chooser lays first, and on a Mountain that can only be a 3: start the green column with your green 3.</source>
            <translation>Qui a choisi pose en premier, et en montagne ce ne peut être qu'un 3 : démarrez la colonne verte avec votre 3 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for later in this stage: the bubble shows when each one pays.</source>
            <translation>Gardez vos jokers pour plus tard dans cette étape : la bulle montre quand chacun rapporte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rival 1 started the blue column and Rival 2 the yellow one, each with a 3: on a Mountain nothing goes down. Climb the green column: your green 4 on its 3.</source>
            <translation>L'adversaire 1 a démarré la colonne bleue et l'adversaire 2 la jaune, chacun avec un 3 : en montagne, rien ne descend. Faites grimper la colonne verte : votre 4 vert sur son 3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nothing of yours fits: green waits for a 6, yellow for a 5, blue for a 4, and a new column would need a 3. A player who cannot lay passes their turn: click Pass.</source>
            <oldsource>Nothing of yours fits: green waits for a 6, yellow for a 5, blue for a 4, and a new column would need a 3. If a player cannot lay, he passes his turn: click Pass.</oldsource>
            <translation>Aucune de vos cartes ne convient : la verte attend un 6, la jaune un 5, la bleue un 4, et une nouvelle colonne demanderait un 3. Qui ne peut pas poser passe son tour : cliquez sur Passer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Vitamin would swap your card for one drawn at random from Rival 1's hand: here it would bring you Rival 1's blue 10, which fits nowhere. Pass instead.</source>
            <oldsource>A Vitamin would swap your card for one drawn at random from Rival 1's hand: here it would bring you his blue 10, which fits nowhere. Pass instead.</oldsource>
            <translation>Une vitamine échangerait votre carte contre une carte tirée au hasard dans la main de l'adversaire 1 : ici elle vous apporterait son 10 bleu, qui ne va nulle part. Passez plutôt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Green climbed to 6 and you hold the green 7, 8 and 9. Gear change (« changement de braquet »): on your turn you lay as many cards as you wish, in the laying order; like every joker it is played once in the race. Play it: click your Gear change.</source>
            <translation>La verte est montée à 6 et vous avez les 7, 8 et 9 verts. Le changement de braquet : à votre tour, vous posez autant de cartes que vous le souhaitez en suivant l'ordre de pose ; comme chaque joker, il ne se joue qu'une fois dans la course. Jouez-le : cliquez sur votre changement de braquet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but one card would end your turn: play the Gear change first and lay the 7, 8 and 9 together.</source>
            <translation>C'est permis, mais une seule carte finirait votre tour : jouez d'abord le changement de braquet, puis posez les 7, 8 et 9 d'affilée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A joker is not a turn: now lay the green 7…</source>
            <translation>Un joker ne compte pas comme un tour : posez maintenant le 7 vert…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Climb in order: the 7 on the green 6 first.</source>
            <translation>Grimpez dans l'ordre : d'abord le 7 sur le 6 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…the green 8…</source>
            <translation>…le 8 vert…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Go on while the Gear change lasts: the 8 on the green 7.</source>
            <translation>Continuez tant que dure le braquet : le 8 sur le 7 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…and the green 9. Nothing else fits after it, so your turn ends by itself.</source>
            <translation>…et le 9 vert. Rien d'autre ne convient ensuite : votre tour s'arrête de lui-même.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Three cards in one turn: the 9 on the green 8.</source>
            <translation>Trois cartes en un tour : le 9 sur le 8 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rival 1 laid the blue 4 you were waiting for. Your blue 5 goes on it.</source>
            <translation>L'adversaire 1 a posé le 4 bleu que vous attendiez. Votre 5 bleu va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yellow is at 6 and Rival 1 holds the yellow 7 that Rival 2's yellow 8 needs. Puncture (« crevaison »): played at any moment, even out of your turn, it makes the rider you name lose their next turn. It is not a turn either: puncture Rival 1, then lay.</source>
            <oldsource>Yellow is at 6 and Rival 1 holds the yellow 7 that Rival 2's yellow 8 needs. Puncture (« crevaison »): played at any moment, even out of your turn, it makes the rider you name lose his next turn. It is not a turn either: puncture Rival 1, then lay.</oldsource>
            <translation>La jaune est à 6 et l'adversaire 1 a le 7 jaune dont a besoin le 8 jaune de l'adversaire 2. La crevaison : à jouer à n'importe quel moment, même en dehors de son tour, elle fait passer son prochain tour au coureur désigné. Elle ne compte pas non plus comme un tour : crevez l'adversaire 1, puis posez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Laying is allowed, but first puncture Rival 1: Rival 1 holds the yellow 7, and without it neither Rival 1 nor Rival 2 can lay.</source>
            <oldsource>Laying is allowed, but first puncture Rival 1: he holds the yellow 7, and without it neither he nor Rival 2 can lay.</oldsource>
            <translation>Poser est permis, mais crevez d'abord l'adversaire 1 : l'adversaire 1 a le 7 jaune, et sans cette carte ni l'adversaire 1 ni l'adversaire 2 ne peuvent poser.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rival 2 cannot lay anyway until the yellow 7 is down: a Puncture costs Rival 2 nothing. Name Rival 1.</source>
            <oldsource>Rival 2 cannot lay anyway until the yellow 7 is down: a Puncture on him costs him nothing. Name Rival 1.</oldsource>
            <translation>L'adversaire 2 ne peut de toute façon pas poser avant le 7 jaune : le crever ne lui coûte rien. Désignez l'adversaire 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You may puncture yourself, but here it would only cost you a turn: name Rival 1.</source>
            <translation>On peut se crever soi-même, mais ici cela ne vous coûterait qu'un tour : désignez l'adversaire 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Puncture Rival 1 first: click Puncture, then Rival 1's name.</source>
            <oldsource>Puncture Rival 1 first: click Puncture, then his name.</oldsource>
            <translation>Crevez d'abord l'adversaire 1 : cliquez sur Crevaison, puis sur son nom.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now lay your blue 6 on the blue 5.</source>
            <translation>Posez maintenant votre 6 bleu sur le 5 bleu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your Vitamin would draw a card at random: keep it, your blue 6 and 7 finish the stage.</source>
            <translation>Votre vitamine tirerait une carte au hasard : gardez-la, vos 6 et 7 bleus finissent l'étape.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rival 1 lost a turn to the Puncture, and Rival 2, without the yellow 7, had to pass. Your last card: the blue 7 on the 6.</source>
            <oldsource>Rival 1 lost his turn to the Puncture, and Rival 2, without the yellow 7, had to pass. Your last card: the blue 7 on the 6.</oldsource>
            <translation>L'adversaire 1 a perdu son tour sur crevaison, et l'adversaire 2, sans le 7 jaune, a dû passer. Votre dernière carte : le 7 bleu sur le 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your Vitamin is a gamble you do not need: the blue 7 ends the stage.</source>
            <translation>Votre vitamine est un pari inutile : le 7 bleu termine l'étape.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You laid your last card first: you win the stage. Cards 1 to 6 left in a hand cost 10 seconds each, 7 to 12 cost 30 seconds, and the winner gains 40 seconds: Rival 1 kept four cards of 7 or more ({stage_time:1}, so {stage_gap:1} behind you), Rival 2 three ({stage_time:2}, so {stage_gap:2} behind). Your Vitamin is still yours for a later stage. Next lesson: the Descent and the time trial.</source>
            <oldsource>You laid your last card first: you win the stage. Cards 1 to 6 left in a hand cost 10 seconds each, 7 to 12 cost 30 seconds, and the winner gains 40 seconds: Rival 1 kept four cards of 7 or more (2:00, so 2:40 behind you), Rival 2 three (1:30, so 2:10 behind). Your Vitamin is still yours for a later stage. Next lesson: the Descent and the time trial.</oldsource>
            <translation>Vous avez posé votre dernière carte le premier : vous gagnez l'étape. Les cartes de 1 à 6 restées en main coûtent 10 secondes chacune, celles de 7 à 12 30 secondes, et le gagnant remporte une bonification de 40 secondes : l'adversaire 1 a gardé quatre cartes de 7 ou plus ({stage_time:1}, soit {stage_gap:1} derrière vous), l'adversaire 2 trois ({stage_time:2}, soit {stage_gap:2} derrière). Votre vitamine vous reste pour une autre étape. Leçon suivante : la descente et le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Descent</source>
            <translation>Une descente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a Descent: every column starts with the highest card and goes down. Lay your big cards first, they cost the most. About four minutes.</source>
            <translation>Choisir une descente : chaque colonne démarre par la plus haute carte et descend. Posez d'abord vos grosses cartes, ce sont elles qui coûtent le plus. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Descent: its chooser must start a column with the highest value in play (the 10 with 3 or 4 players); after that a card goes only directly below a column's lowest card, or starts a new column with a 10. Choose the Descent.</source>
            <translation>La descente : qui la choisit doit commencer une colonne de couleur par la valeur la plus haute (le 10 à 3 ou 4 joueurs) ; ensuite on ne pose qu'une carte directement inférieure à la plus basse d'une colonne, ou on démarre une nouvelle colonne par un 10. Choisissez la descente.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the Descent: the other profiles have their own lessons.</source>
            <translation>Cette leçon porte sur la descente : les autres profils ont leur propre leçon.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On a Descent nothing climbs. Start the yellow column with your yellow 10.</source>
            <translation>En descente, rien ne remonte. Démarrez la colonne jaune avec votre 10 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your yellow 10.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 10 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column goes down to 10: your yellow 9 goes under it.</source>
            <translation>La colonne jaune descend jusqu'à 10 : votre 9 jaune va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your yellow 9.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 9 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column goes down to 9: your yellow 8 goes under it.</source>
            <translation>La colonne jaune descend jusqu'à 9 : votre 8 jaune va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but lay your yellow 8 first: a card of 7 or more left in your hand costs 30 seconds, a lower one only 10.</source>
            <translation>C'est permis, mais posez d'abord votre 8 jaune : une carte de 7 ou plus restée en main coûte 30 secondes, une plus petite 10 seulement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column goes down to 9: your green 8 goes under it.</source>
            <translation>La colonne verte descend jusqu'à 9 : votre 8 vert va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but lay your green 8 first: a card of 7 or more left in your hand costs 30 seconds, a lower one only 10.</source>
            <translation>C'est permis, mais posez d'abord votre 8 vert : une carte de 7 ou plus restée en main coûte 30 secondes, une plus petite 10 seulement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column goes down to 8: your blue 7 goes under it.</source>
            <translation>La colonne bleue descend jusqu'à 8 : votre 7 bleu va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but lay your blue 7 first: a card of 7 or more left in your hand costs 30 seconds, a lower one only 10.</source>
            <translation>C'est permis, mais posez d'abord votre 7 bleu : une carte de 7 ou plus restée en main coûte 30 secondes, une plus petite 10 seulement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column goes down to 7: your green 6 goes under it.</source>
            <translation>La colonne verte descend jusqu'à 7 : votre 6 vert va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your green 6.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 6 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column goes down to 5: your yellow 4 goes under it.</source>
            <translation>La colonne jaune descend jusqu'à 5 : votre 4 jaune va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your yellow 4.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 4 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column goes down to 4: your green 3 goes under it.</source>
            <translation>La colonne verte descend jusqu'à 4 : votre 3 vert va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your green 3.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 3 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You emptied your hand first: you win the Descent. Rival 1 kept yellow 3 ({stage_gap:1} behind you); Rival 2 kept blue 3 ({stage_gap:2} behind you). Each card of 7 or more costs 30 seconds, a lower one 10, and your 40-second bonus comes on top. Next lesson: the time trial.</source>
            <oldsource>You emptied your hand first: you win the Descent. Rival 1 kept yellow 3 (0:50 behind you); Rival 2 kept blue 3 (0:50 behind you). Each card of 7 or more costs 30 seconds, a lower one 10, and your 40-second bonus comes on top. Next lesson: the time trial.</oldsource>
            <translation>Vous avez vidé votre main le premier : vous gagnez la descente. L'adversaire 1 a gardé 3 jaune ({stage_gap:1} derrière vous) ; L'adversaire 2 a gardé 3 bleu ({stage_gap:2} derrière vous). Chaque carte de 7 ou plus coûte 30 secondes, une plus petite 10, et votre bonification de 40 secondes s'y ajoute. Leçon suivante : le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The time trial and the Vitamin</source>
            <translation>Le contre-la-montre et la vitamine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a time trial and the value its columns start with, lay several cards a turn, and play a Vitamin to swap a card you cannot lay. About four minutes.</source>
            <translation>Choisir un contre-la-montre et la valeur de départ de ses colonnes, poser plusieurs cartes par tour, et jouer une vitamine pour échanger une carte qu'on ne peut pas poser. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The time trial (« contre-la-montre »): its chooser names the value every column starts with, and each player may lay as many cards as they wish at each turn. Choose the time trial.</source>
            <oldsource>The time trial (« contre-la-montre »): its chooser names the value every column starts with, and each player may lay as many cards as he wishes at each turn. Choose the time trial.</oldsource>
            <translation>Le contre-la-montre : qui le choisit définit la valeur de départ des colonnes, et chaque coureur peut poser autant de cartes que souhaité à chaque tour. Choisissez le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the time trial: the other profiles have their own lessons.</source>
            <translation>Cette leçon porte sur le contre-la-montre : les autres profils ont leur propre leçon.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cards are laid as on the other stages, from the start you name: the lowest value climbs like a Mountain, the highest goes down like a Descent, any other grows both ways like the Flat. You hold the yellow 4, 5 and 6: start at 6.</source>
            <translation>La pose est identique aux étapes de plaine, montagne et descente selon la valeur de départ choisie : la plus basse monte comme en montagne, la plus haute descend comme en descente, toute autre va dans les deux sens comme en plaine. Vous avez les 4, 5 et 6 jaunes : partez de 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another start is allowed, but from 6 your yellow 4, 5 and 6 and your green 6 all go down at once.</source>
            <translation>Un autre départ est permis, mais à partir de 6 vos 4, 5 et 6 jaunes et votre 6 vert partent tous d'un coup.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start the yellow column with your yellow 6…</source>
            <translation>Démarrez la colonne jaune avec votre 6 jaune…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Begin with the yellow 6: the 5 and 4 follow it this same turn.</source>
            <translation>Commencez par le 6 jaune : le 5 et le 4 le suivent dans ce même tour.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…the yellow 5 under it, in the same turn…</source>
            <translation>…le 5 jaune dessous, dans le même tour…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>In a time trial your turn goes on: the yellow 5 under the 6.</source>
            <translation>En contre-la-montre votre tour continue : le 5 jaune sous le 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…and the yellow 4.</source>
            <translation>…et le 4 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Go on down: the yellow 4 under the 5.</source>
            <translation>Continuez à descendre : le 4 jaune sous le 5.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your yellow 9 fits nowhere until someone lays the 7 and 8. Vitamin: on your turn, give a rival a card of your choice for one drawn at random from their hand; that rival may not answer you with a Vitamin this stage, and you play on at once. Click Vitamin, Rival 2, then your yellow 9.</source>
            <oldsource>Your yellow 9 fits nowhere until someone lays the 7 and 8. Vitamin: on your turn, give a rival a card of your choice for one drawn at random from his hand; he may not answer you with a Vitamin this stage, and you play on at once. Click Vitamin, Rival 2, then your yellow 9.</oldsource>
            <translation>Votre 9 jaune ne va nulle part tant que personne n'a posé le 7 et le 8. La vitamine : à votre tour, donnez à un adversaire une carte de votre choix contre une carte tirée au hasard dans sa main ; cet adversaire ne pourra pas riposter par une vitamine contre vous dans cette étape, et vous jouez aussitôt. Cliquez sur Vitamine, sur l'adversaire 2, puis sur votre 9 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, and you will lay it, but first give away the yellow 9: stuck in your hand it would cost you 30 seconds.</source>
            <translation>C'est permis, et vous le poserez, mais donnez d'abord le 9 jaune : coincé dans votre main, il vous coûterait 30 secondes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Give Rival 2 your yellow 9, the card that fits nowhere: click Vitamin, Rival 2, then the yellow 9.</source>
            <translation>Donnez à l'adversaire 2 votre 9 jaune, la carte qui ne va nulle part : cliquez sur Vitamine, l'adversaire 2, puis le 9 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Luck was with you: you drew Rival 2's yellow 7, which goes on the yellow 6 now.</source>
            <oldsource>Luck was with you: you drew his yellow 7, which goes on the yellow 6 now.</oldsource>
            <translation>La chance vous sourit : vous avez tiré son 7 jaune, qui va maintenant sur le 6 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the card you drew: the yellow 7 on the 6.</source>
            <translation>Posez la carte tirée : le 7 jaune sur le 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>And your green 6 starts the green column; then nothing else fits and the turn passes.</source>
            <translation>Et votre 6 vert démarre la colonne verte ; ensuite rien d'autre ne convient et le tour passe.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the green 6 too: a new column starts with the 6 you chose.</source>
            <translation>Posez aussi le 6 vert : une nouvelle colonne démarre par le 6 choisi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column is at 8: your blue 9 goes on it.</source>
            <translation>La colonne bleue est à 8 : votre 9 bleu va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but lay your blue 9 first: a card of 7 or more left in your hand costs 30 seconds, a lower one only 10.</source>
            <translation>C'est permis, mais posez d'abord votre 9 bleu : une carte de 7 ou plus restée en main coûte 30 secondes, une plus petite 10 seulement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column is at 7: your green 8 goes on it.</source>
            <translation>La colonne verte est à 7 : votre 8 vert va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column goes down to 5: your blue 4 goes under it.</source>
            <translation>La colonne bleue descend jusqu'à 5 : votre 4 bleu va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your blue 4.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 4 bleu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You win the time trial. Rival 1 kept yellow 10, blue 3 ({stage_gap:1} behind you); Rival 2 kept green 9, green 10, blue 10 ({stage_gap:2} behind you). Next lesson: the Broom wagon, where the last to empty their hand wins.</source>
            <oldsource>You win the time trial. Rival 1 kept yellow 10, blue 3 ({stage_gap:1} behind you); Rival 2 kept green 9, green 10, blue 10 ({stage_gap:2} behind you). Next lesson: the Broom wagon, where the last to empty his hand wins.</oldsource>
            <translation>Vous gagnez le contre-la-montre. L'adversaire 1 a gardé 10 jaune, 3 bleu ({stage_gap:1} derrière vous) ; L'adversaire 2 a gardé 9 vert, 10 vert, 10 bleu ({stage_gap:2} derrière vous). Leçon suivante : la voiture balai, où gagne le dernier à vider sa main.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Broom wagon</source>
            <translation>La voiture balai</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose the Broom wagon, the upside-down stage: the last to empty their hand wins it. About four minutes.</source>
            <oldsource>Choose the Broom wagon, the upside-down stage: the last to empty his hand wins it. About four minutes.</oldsource>
            <translation>Choisir la voiture balai, l'étape à l'envers : le dernier à vider sa main la gagne. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Broom wagon (« voiture balai ») is the odd one: to win it you must be the LAST to lay your last card. Columns start with a 6 and grow up or down as on the Flat, the stage goes on until every hand is empty, and a player who can lay must. Choose the Broom wagon.</source>
            <oldsource>The Broom wagon (« voiture balai ») is the odd one: to win it you must be the LAST to lay your last card. Columns start with a 6 and grow up or down as on the Flat, the stage goes on until every hand is empty, and if a player can lay, he must. Choose the Broom wagon.</oldsource>
            <translation>La voiture balai est insolite : pour la gagner, il faut être le DERNIER à poser sa dernière carte. Les colonnes démarrent par un 6 et vont vers le haut ou le bas comme en plaine, l'étape dure jusqu'à ce que toutes les mains soient vides, et qui peut poser doit le faire. Choisissez la voiture balai.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the Broom wagon: the other profiles have their own lessons.</source>
            <translation>Cette leçon porte sur la voiture balai : les autres profils ont leur propre leçon.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You chose it, so you must start a column with a 6, and you hold none: that is a bad start (« mauvais départ »), and you pass your turn. On the Broom wagon that suits you: you keep your cards. Click Pass.</source>
            <translation>Vous l'avez choisie : vous devez démarrer une colonne par un 6, et vous n'en avez pas. C'est un mauvais départ, et vous passez votre tour. En voiture balai, cela vous arrange : vous gardez vos cartes. Cliquez sur Passer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You cannot lay, so you must pass.</source>
            <translation>Vous ne pouvez pas poser : passez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column goes down to 6: your blue 5 goes under it.</source>
            <translation>La colonne bleue descend jusqu'à 6 : votre 5 bleu va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your blue 5.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 5 bleu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nothing of yours fits: pass your turn.</source>
            <translation>Aucune de vos cartes ne convient : passez votre tour.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your green 8.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 8 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column goes down to 5: your green 4 goes under it.</source>
            <translation>La colonne verte descend jusqu'à 5 : votre 4 vert va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but on the Broom wagon lay where you hold the next card yourself: after your green 4 the green 3 is yours, so that end of the column gives the others nothing.</source>
            <translation>C'est permis, mais en voiture balai posez là où vous tenez la carte suivante : après votre 4 vert, le 3 vert est à vous, et ce bout de colonne ne donne rien aux autres.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your green 3.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 3 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column goes down to 4: your yellow 3 goes under it.</source>
            <translation>La colonne jaune descend jusqu'à 4 : votre 3 jaune va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your yellow 3.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 3 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column is at 6: your yellow 7 goes on it.</source>
            <translation>La colonne jaune est à 6 : votre 7 jaune va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your yellow 7.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 7 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column is at 9: your blue 10 goes on it.</source>
            <translation>La colonne bleue est à 9 : votre 10 bleu va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your blue 10.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 10 bleu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column is at 9: your yellow 10 goes on it.</source>
            <translation>La colonne jaune est à 9 : votre 10 jaune va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your yellow 10.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 10 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand is empty, and you were the last of the three to empty it: you win the Broom wagon and its 1:00 bonus. The second-to-last gains 0:30 (here Rival 2); the first to finish gains nothing. No other time is counted on this stage. Next lesson: the final mountain.</source>
            <translation>Votre main est vide, et vous avez été le dernier des trois à la vider : vous gagnez la voiture balai et sa bonification de 1:00. L'avant-dernier gagne 0:30 (ici l'adversaire 2) ; le premier à finir ne gagne rien. Aucun autre temps ne compte sur cette étape. Leçon suivante : l'étape finale de montagne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The final mountain and the general classification</source>
            <translation>L'étape finale de montagne et le classement général</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Three stages are behind you and you are last of the general classification: you open the final mountain and win back time. About four minutes.</source>
            <translation>Trois étapes sont derrière vous et vous êtes dernier du classement général : vous ouvrez l'étape finale de montagne et reprenez du temps. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A race in the sprint mode is one stage chosen by each player, then a final Mountain stage. Three stages are run and the general classification adds up everyone's times: you are last, {gc_gap:0} behind Rival 1. The last of the general classification opens the final mountain: columns start with a 3 and only climb.</source>
            <oldsource>A race in the sprint mode is one stage chosen by each player, then a final Mountain stage. Three stages are run and the general classification adds up everyone's times: you are last, 2:50 behind Rival 1. The last of the general classification opens the final mountain: columns start with a 3 and only climb.</oldsource>
            <translation>Une course en mode sprint, c'est une étape choisie par chaque joueur, puis une étape finale de montagne. Trois étapes sont courues et le classement général additionne les temps de chacun : vous êtes dernier, à {gc_gap:0} de l'adversaire 1. Le dernier du classement général ouvre l'étape finale de montagne : les colonnes démarrent par un 3 et ne font que monter.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start the yellow column with your yellow 3.</source>
            <translation>Démarrez la colonne jaune avec votre 3 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but the yellow 3 opens the way for your yellow 4: lay it first.</source>
            <translation>C'est permis, mais le 3 jaune ouvre la voie à votre 4 jaune : posez-le d'abord.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column is at 3: your yellow 4 goes on it.</source>
            <translation>La colonne jaune est à 3 : votre 4 jaune va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but the yellow 4 opens the way for your yellow 5: lay it first.</source>
            <translation>C'est permis, mais le 4 jaune ouvre la voie à votre 5 jaune : posez-le d'abord.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column is at 4: your yellow 5 goes on it.</source>
            <translation>La colonne jaune est à 4 : votre 5 jaune va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your yellow 5.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 5 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start the green column with your green 3.</source>
            <translation>Démarrez la colonne verte avec votre 3 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column is at 6: your blue 7 goes on it.</source>
            <translation>La colonne bleue est à 6 : votre 7 bleu va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column is at 4: your green 5 goes on it.</source>
            <translation>La colonne verte est à 4 : votre 5 vert va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your green 5.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 5 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column is at 5: your green 6 goes on it.</source>
            <translation>La colonne verte est à 5 : votre 6 vert va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your green 8.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 8 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You win the final mountain: Rival 1 loses {stage_gap:1} on you and Rival 2 {stage_gap:2}. The race is over: the general classification, every stage's times added up, has you in place {gc_rank:0}, {gc_gap:0} behind Rival 1. You know every profile and every joker now: start a race against the bots from the start page.</source>
            <oldsource>You win the final mountain: Rival 1 loses 1:10 on you and Rival 2 1:40. The race is over: the general classification, every stage's times added up, has you in place 2, 1:40 behind Rival 1. You know every profile and every joker now: start a race against the bots from the start page.</oldsource>
            <translation>Vous gagnez l'étape finale de montagne : l'adversaire 1 perd {stage_gap:1} sur vous et l'adversaire 2 {stage_gap:2}. La course est finie : au classement général, qui additionne les temps de toutes les étapes, vous êtes {gc_rank:0}e, à {gc_gap:0} de l'adversaire 1. Vous connaissez maintenant tous les profils et tous les jokers : lancez une course contre les robots depuis la page d'accueil.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Endurance mode: a longer race</source>
            <translation>Le mode Endurance : une course plus longue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win the middle stage of a six-stage Endurance race, take your jokers back at the refuel, and choose a stage among the profiles you have not used. About three minutes.</source>
            <translation>Gagner l'étape du milieu d'une course d'endurance en six étapes, reprendre ses jokers au ravitaillement, et choisir une étape parmi les profils pas encore utilisés. Environ trois minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Endurance mode (« Variante mode Endurance ») makes a longer race: each player chooses 2 to 5 stages; here two each, six stages, and no final Mountain. Each player also takes one more Vitamin at the start: two. Stages 1 and 2 are run; this is stage 3, half the race, and the three Punctures went in the first stages.</source>
            <translation>Le mode Endurance fait une course plus longue : chaque joueur choisit de 2 à 5 étapes ; ici deux chacun, six étapes, et pas de montagne finale. Chaque joueur prend aussi une vitamine de plus au départ : deux. Les étapes 1 et 2 sont courues ; voici l'étape 3, la moitié de la course, et les trois crevaisons sont parties dans les premières étapes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your last card, the green 4, goes under the green 5: lay it, your hand is empty and you win stage 3.</source>
            <translation>Votre dernière carte, le 4 vert, va sous le 5 vert : posez-la, votre main est vide et vous gagnez l'étape 3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ending your turn is allowed in a time trial, but your green 4 fits under the 5: lay it and the stage is yours.</source>
            <translation>Finir votre tour est permis en contre-la-montre, mais votre 4 vert va sous le 5 : posez-le et l'étape est à vous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Vitamin is allowed, but it would swap your last card for one of a rival's: lay the green 4 and win the stage.</source>
            <translation>Une vitamine est permise, mais elle échangerait votre dernière carte contre une carte adverse : posez le 4 vert et gagnez l'étape.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stage 3 is yours. Half the race is run: the refuel (« ravitaillement »). Every player takes back the jokers they have played: your Puncture is in your hand again, beside your Gear change and your two Vitamins, for the three stages to come.</source>
            <oldsource>Stage 3 is yours. Half the race is run: the refuel (« ravitaillement »). Every player takes back the jokers he has played: your Puncture is in your hand again, beside your Gear change and your two Vitamins, for the three stages to come.</oldsource>
            <translation>L'étape 3 est à vous. La moitié de la course est courue : le ravitaillement. Chaque joueur reprend les jokers déjà joués : votre crevaison est de nouveau dans votre main, à côté de votre changement de braquet et de vos deux vitamines, pour les trois étapes à venir.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Continue to stage 4: you choose it, as you chose stage 1. In Endurance each player chooses among their own profiles not yet used: your time trial is spent, the Flat, Mountain, Descent and Broom wagon are left. Choose one.</source>
            <oldsource>Continue to stage 4: you choose it, as you chose stage 1. In Endurance each player chooses among his own profiles not yet used: your time trial is spent, the Flat, Mountain, Descent and Broom wagon are left. Choose one.</oldsource>
            <translation>Continuez vers l'étape 4 : vous la choisissez, comme vous aviez choisi l'étape 1. En Endurance chaque joueur choisit parmi ses propres profils pas encore utilisés : votre contre-la-montre est parti, il reste la plaine, la montagne, la descente et la voiture balai. Choisissez-en un.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Jokers can wait: choose the profile of stage 4 first.</source>
            <translation>Les jokers peuvent attendre : choisissez d'abord le profil de l'étape 4.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Three stages to go, each rider's times added up in the general classification: the lowest total after the sixth stage wins the race. Race on!</source>
            <translation>Encore trois étapes, les temps de chaque coureur s'additionnent au classement général : le plus petit total après la sixième étape gagne la course. À vous de courir !</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/messages.py" line="+8" />
            <source>Unknown race mode “{mode}”: choose sprint or endurance.</source>
            <translation>Mode de course « {mode} » inconnu : choisissez sprint ou endurance.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>In the sprint mode each player chooses exactly one stage.</source>
            <translation>En mode sprint, chaque joueur choisit exactement une étape.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>In the endurance mode each player chooses {min} to {max} stages, not {count}.</source>
            <translation>En mode endurance, chaque joueur choisit de {min} à {max} étapes, pas {count}.</translation>
        </message>
    </context>
    <context>
        <name>TapeLEtape</name>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/tape_l_etape/view/board.py" line="+141" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n carte en main</numerusform>
                <numerusform>%n cartes en main</numerusform>
            </translation>
        </message>
        <message>
            <location line="+33" />
            <source>(already ridden)</source>
            <translation>(déjà courue)</translation>
        </message>
        <message>
            <location line="+13" />
            <source>(used)</source>
            <translation>(joué)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>GC {time}</source>
            <translation>Général {time}</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>loses %n turn(s)</source>
            <translation>
                <numerusform>passe %n tour</numerusform>
                <numerusform>passe %n tours</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>hand empty</source>
            <translation>main vide</translation>
        </message>
        <message>
            <location line="+2" />
            <source>dealer</source>
            <translation>donneur</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/text.py" line="+317" />
            <source>The {card} waits for your turn.</source>
            <translation>Le {card} attend votre tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play your joker or end your turn first.</source>
            <translation>Jouez d'abord votre joker ou terminez votre tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No {colour} column yet: a column starts with a {start}.</source>
            <translation>Pas encore de colonne {colour} : une colonne commence par un {start}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The {colour} column holds {low} to {high} and {way}: not a {value}.</source>
            <translation>La colonne {colour} va de {low} à {high} et {way} : pas de {value}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/middle.py" line="+105" />
            <source>Stage {stage} of {total}</source>
            <translation>Étape {stage} sur {total}</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Start {start}, {way}</source>
            <translation>Départ {start}, {way}</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Final mountain, opened by {name}</source>
            <translation>Étape de montagne finale, ouverte par {name}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Chosen by {name}</source>
            <translation>Choisie par {name}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/phone.py" line="+23" />
            <source>Your hand</source>
            <translation>Votre main</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your jokers</source>
            <translation>Vos jokers</translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>{name}: %n card(s)</source>
            <translation>
                <numerusform>{name} : %n carte</numerusform>
                <numerusform>{name} : %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>The others</source>
            <translation>Les autres</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Lay a card</source>
            <translation>Poser une carte</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+55" />
            <source>Choose the stage you impose on the others:</source>
            <translation>Choisissez l'étape que vous imposez aux autres :</translation>
        </message>
        <message>
            <location line="+5" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+12" />
            <source>Time trial: choose the value every column starts with:</source>
            <translation>Contre-la-montre : choisissez la valeur de départ des colonnes :</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Give {card} to {name}</source>
            <translation>Donner {card} à {name}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+10" />
            <source>Vitamin: click the card you give to {name}.</source>
            <translation>Vitamine : cliquez la carte que vous donnez à {name}.</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+72" />
            <location line="+19" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location line="-81" />
            <source>Lay another card, or end your turn.</source>
            <translation>Posez une autre carte, ou terminez votre tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Lay a card: click a ringed card of your hand.</source>
            <translation>Posez une carte : cliquez une carte entourée de votre main.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You have no card to lay.</source>
            <translation>Vous n'avez aucune carte à poser.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/phone.py" line="+8" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+2" />
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <location line="-2" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+1" />
            <source>End my turn</source>
            <translation>Finir mon tour</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+37" />
            <source>{name}: Puncture…</source>
            <translation>{name} : Crevaison…</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/text.py" line="+23" />
            <source>The race is over.</source>
            <translation>La course est terminée.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} is playing.</source>
            <translation>{name} joue.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+8" />
            <source>Vitamin: from whose hand do you draw?</source>
            <translation>Vitamine : dans quelle main piochez-vous ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/phone.py" line="-12" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+13" />
            <source>{name}: whose tyre do you puncture?</source>
            <translation>{name} : quel pneu crevez-vous ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/text.py" line="-307" />
            <source>yellow</source>
            <translation>jaune</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green</source>
            <translation>vert</translation>
        </message>
        <message>
            <location line="+1" />
            <source>blue</source>
            <translation>bleu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>red</source>
            <translation>rouge</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Y</source>
            <comment>yellow card letter</comment>
            <translation>J</translation>
        </message>
        <message>
            <location line="+1" />
            <source>G</source>
            <comment>green card letter</comment>
            <translation>V</translation>
        </message>
        <message>
            <location line="+1" />
            <source>B</source>
            <comment>blue card letter</comment>
            <translation>B</translation>
        </message>
        <message>
            <location line="+1" />
            <source>R</source>
            <comment>red card letter</comment>
            <translation>R</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{value} {colour}</source>
            <translation>{value} {colour}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Flat</source>
            <translation>Plaine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mountain</source>
            <translation>Montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Descent</source>
            <translation>Descente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Time trial</source>
            <translation>Contre-la-montre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Broom wagon</source>
            <translation>Voiture balai</translation>
        </message>
        <message>
            <location line="+6" />
            <source>F</source>
            <comment>Flat initial</comment>
            <translation>P</translation>
        </message>
        <message>
            <location line="+1" />
            <source>M</source>
            <comment>Mountain initial</comment>
            <translation>M</translation>
        </message>
        <message>
            <location line="+1" />
            <source>D</source>
            <comment>Descent initial</comment>
            <translation>D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>T</source>
            <comment>Time trial initial</comment>
            <translation>C</translation>
        </message>
        <message>
            <location line="+1" />
            <source>B</source>
            <comment>Broom wagon initial</comment>
            <translation>V</translation>
        </message>
        <message>
            <location line="+6" />
            <source>V</source>
            <comment>Vitamin initial</comment>
            <translation>V</translation>
        </message>
        <message>
            <location line="+1" />
            <source>G</source>
            <comment>Gear change initial</comment>
            <translation>B</translation>
        </message>
        <message>
            <location line="+1" />
            <source>P</source>
            <comment>Puncture initial</comment>
            <translation>C</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Columns start with the lowest card in play and climb one by one.</source>
            <translation>Les colonnes commencent par la plus petite carte en jeu et montent une à une.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Columns start with the highest card in play and go down one by one.</source>
            <translation>Les colonnes commencent par la plus haute carte en jeu et descendent une à une.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Vitamin</source>
            <translation>Vitamine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Gear change</source>
            <translation>Changement de braquet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Puncture</source>
            <translation>Crevaison</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Gear change</source>
            <comment>short title on the joker's card</comment>
            <translation>Braquet</translation>
        </message>
        <message>
            <location line="+12" />
            <source>On your turn: lay as many cards as you can, in the laying order.</source>
            <translation>À votre tour : posez autant de cartes que vous le pouvez, dans l'ordre de pose.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>climbs ↑</source>
            <translation>monte ↑</translation>
        </message>
        <message>
            <location line="+1" />
            <source>goes down ↓</source>
            <translation>descend ↓</translation>
        </message>
        <message>
            <location line="+1" />
            <source>up or down ↕</source>
            <translation>monte ou descend ↕</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Stage {stage}: the cards are dealt; {name} chooses.</source>
            <translation>Étape {stage} : les cartes sont distribuées ; {name} choisit.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Final mountain stage, opened by {name}, last on general time.</source>
            <translation>Étape finale de montagne, ouverte par {name}, dernier du classement général.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>{name}: every card laid!</source>
            <translation>{name} : toutes les cartes posées !</translation>
        </message>
        <message>
            <location line="+104" />
            <source>It can be laid now: click it.</source>
            <translation>Elle peut être posée maintenant : cliquez dessus.</translation>
        </message>
        <message>
            <location line="-176" />
            <source>{name} starts the time trial at {start}.</source>
            <translation>{name} lance le contre-la-montre à {start}.</translation>
        </message>
        <message>
            <location line="-68" />
            <source>Columns start with a 6 and grow one step up or down. A rider holding their last two cards may lay both in one turn.</source>
            <translation>Les colonnes commencent par un 6 et montent ou descendent d'un cran. Un coureur qui tient ses deux dernières cartes peut les poser en un seul tour.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The chooser names the start value; every rider may lay as many cards as they like each turn.</source>
            <translation>Qui la choisit fixe la valeur de départ ; chaque coureur peut poser autant de cartes que voulu à chaque tour.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>As on the flat, but the last rider to empty their hand wins (−1:00), the second-to-last gets −0:30.</source>
            <translation>Comme en plaine, mais la dernière main vidée gagne (−1:00), l'avant-dernière obtient −0:30.</translation>
        </message>
        <message>
            <location line="+25" />
            <source>On your turn: give a card of your choice to a rival for one drawn at random from their hand, then play on. That rival may not answer you with a Vitamin this stage.</source>
            <translation>À votre tour : donnez une carte de votre choix à un concurrent contre une carte tirée au hasard dans sa main, puis jouez. Ce concurrent ne peut pas riposter par une Vitamine contre vous dans cette étape.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>At any moment, even out of turn: the rider you name loses their next turn (you may name yourself).</source>
            <translation>À tout moment, même hors de votre tour : le coureur désigné passe son prochain tour (vous pouvez vous désigner).</translation>
        </message>
        <message>
            <location line="+21" />
            <source>{name} chooses {profile}, starting at {start}.</source>
            <translation>{name} choisit {profile}, départ à {start}.</translation>
        </message>
        <message>
            <location line="+45" />
            <source>{name} chooses the time trial.</source>
            <translation>{name} choisit le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{name} lays the {card}.</source>
            <translation>{name} pose le {card}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{name} cannot play and passes.</source>
            <translation>{name} ne peut pas jouer et passe.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{name} loses a turn (puncture).</source>
            <translation>{name} passe son tour (crevaison).</translation>
        </message>
        <message>
            <location line="+12" />
            <source>{name} punctures {target}.</source>
            <translation>{name} fait crever {target}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{name} changes gear.</source>
            <translation>{name} change de braquet.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{name} takes a Vitamin from {victim}.</source>
            <translation>{name} prend une Vitamine chez {victim}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Vitamin: the {given} went over, the {taken} came back.</source>
            <translation>Vitamine : le {given} est parti, le {taken} est revenu.</translation>
        </message>
        <message>
            <location line="-84" />
            <source>Stage {stage} ({profile}) won by {name}; times: {times}.</source>
            <translation>Étape {stage} ({profile}) gagnée par {name} ; temps : {times}.</translation>
        </message>
        <message>
            <location line="+91" />
            <source>Mid-race refuel: every joker comes back.</source>
            <translation>Ravitaillement de mi-course : tous les jokers reviennent.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>{name} wins the race on general time ({time}).</source>
            <translation>{name} remporte la course au classement général au temps ({time}).</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Puncture on {name}</source>
            <translation>Crevaison sur {name}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Vitamin: the {card} to {name}</source>
            <translation>Vitamine : le {card} à {name}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/legend.py" line="+46" />
            <source>a laid value</source>
            <translation>une valeur posée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a value still free</source>
            <translation>une valeur encore libre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the stage's start value</source>
            <translation>la valeur de départ de l'étape</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the card just laid</source>
            <translation>la carte qui vient d'être posée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a card you may play (click)</source>
            <translation>une carte jouable (clic)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>{letter}: a {colour} card or column</source>
            <translation>{letter} : cartes et colonne « {colour} »</translation>
        </message>
        <message>
            <location line="+9" />
            <source>✔ beside a rider: their hand is empty</source>
            <translation>✔ à côté d'un coureur : sa main est vide</translation>
        </message>
        <message>
            <location line="+1" />
            <source>⊘ beside a rider: they lose a turn</source>
            <translation>⊘ à côté d'un coureur : il perd un tour</translation>
        </message>
        <message>
            <location line="+3" />
            <source>a faded profile or joker card: used, it stays for all to read</source>
            <translation>une carte profil ou joker pâlie : jouée, elle reste lisible par tous</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/you_text.py" line="+33" />
            <source>Stage {stage}: the cards are dealt; you choose.</source>
            <translation>Étape {stage} : les cartes sont distribuées ; vous choisissez.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You choose the time trial.</source>
            <translation>Vous choisissez le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lay the {card}.</source>
            <translation>Vous posez le {card}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You cannot play and pass.</source>
            <translation>Vous ne pouvez pas jouer et passez.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You lose a turn (puncture).</source>
            <translation>Vous perdez un tour (crevaison).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You have laid all your cards!</source>
            <translation>Vous avez posé toutes vos cartes !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You change gear.</source>
            <translation>Vous changez de braquet.</translation>
        </message>
        <message>
            <location line="-24" />
            <source>You start the time trial at {start}.</source>
            <translation>Vous lancez le contre-la-montre à {start}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You choose {profile}, starting at {start}.</source>
            <translation>Vous choisissez {profile}, départ à {start}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You puncture {target}.</source>
            <translation>Vous faites crever {target}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You take a Vitamin from {victim}.</source>
            <translation>Vous prenez une Vitamine chez {victim}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/joker_ask.py" line="+24" />
            <source>Play the joker “{joker}”? A joker is played once: it cannot be taken back.</source>
            <translation>Jouer le joker « {joker} » ? Un joker ne se joue qu'une fois : on ne peut pas revenir dessus.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play the joker</source>
            <translation>Jouer le joker</translation>
        </message>
    </context>
    <context>
        <name>TleRules</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/rules_help.py" line="+19" />
            <source>Column colours</source>
            <translation>Couleurs des colonnes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Puncture costs the next turn</source>
            <translation>Une Crevaison coûte le tour suivant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Time trial direction from the start value</source>
            <translation>Sens du contre-la-montre selon la valeur de départ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The card given for a Vitamin is chosen</source>
            <translation>La carte donnée pour une Vitamine est choisie</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ties in a stage ranking</source>
            <translation>Égalités au classement d'une étape</translation>
        </message>
        <message>
            <location line="+1" />
            <source>General ties to the last stage</source>
            <translation>Égalités au général : la dernière étape</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Extra Vitamins in Endurance</source>
            <translation>Vitamines en plus en Endurance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Vitamin between a Flat stage's two last cards</source>
            <translation>Une vitamine entre les deux dernières cartes d'une Plaine</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The rulebook names three colours (yellow, green, blue); the fourth, used from 4 players on, is red here.</source>
            <translation>La règle nomme trois couleurs (jaune, vert, bleu) ; la quatrième, utilisée à partir de 4 joueurs, est ici le rouge.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A punctured rider loses their next turn; punctured during their own turn, they lose that turn. Two punctures cost two turns.</source>
            <translation>Un coureur crevé passe son prochain tour ; crevé pendant son tour, il perd ce tour. Deux crevaisons coûtent deux tours.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Endurance: the Vitamins each player takes on top of their own; the box's six extra Vitamins make the standard one each.</source>
            <translation>Endurance : les Vitamines que chaque joueur prend en plus de la sienne ; les six Vitamines supplémentaires de la boîte donnent le standard d'une chacun.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>On a Flat stage, a player laying their two last cards in one turn may play a Vitamin between them (« Après avoir utilisé une vitamine, le joueur peut jouer immédiatement »), as between the cards of a time trial or Gear change turn.</source>
            <translation>Sur une Plaine, qui pose ses deux dernières cartes en un seul tour peut jouer une vitamine entre les deux (« Après avoir utilisé une vitamine, le joueur peut jouer immédiatement »), comme entre les cartes d'un tour de contre-la-montre ou de changement de braquet.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&lt;h3&gt;A stage&lt;/h3&gt;&lt;p&gt;The chooser imposes one of their five profiles and lays the first card. In turn each rider lays one card on a coloured column, or starts a new column with the stage's start value; a rider who can lay must, one who cannot passes. Flat: start 6, up or down, the last two cards together. Mountain: from the lowest card, up. Descent: from the highest, down. Time trial: the chooser names the start; many cards per turn. Broom wagon: as the flat, but the last to empty their hand wins.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Une étape&lt;/h3&gt;&lt;p&gt;Qui choisit impose l'un de ses cinq profils et pose la première carte. Chacun à son tour pose une carte sur une colonne de couleur, ou commence une nouvelle colonne avec la valeur de départ de l'étape ; qui peut poser doit le faire, qui ne peut pas passe. Plaine : départ 6, vers le haut ou le bas, les deux dernières cartes ensemble. Montagne : depuis la plus petite carte, en montant. Descente : depuis la plus haute, en descendant. Contre-la-montre : qui choisit fixe le départ ; plusieurs cartes par tour. Voiture balai : comme la plaine, mais la dernière main vidée gagne.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&lt;h3&gt;Jokers&lt;/h3&gt;&lt;p&gt;Once per race each: Vitamin (swap a card of yours for a random one of a rival), Gear change (lay as many cards as you can), Puncture (at any moment, even out of turn, between two cards of a turn or while the stage or a time trial's start is being chosen: a rider loses their next turn; the chooser punctured then loses the stage's first turn). A joker is not a turn. Endurance: each joker once per half race (the used ones come back at mid-race), and extra Vitamins: {extra} per player.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Jokers&lt;/h3&gt;&lt;p&gt;Une fois par course chacun : Vitamine (échanger une de vos cartes contre une carte au hasard d'un concurrent), Changement de braquet (poser autant de cartes que possible), Crevaison (à tout moment, même hors de son tour, entre deux cartes d'un tour ou pendant le choix de l'étape ou du départ d'un contre-la-montre : un coureur passe son prochain tour ; si la personne qui choisit est alors crevée, elle passe le premier tour de l'étape). Un joker n'est pas un tour de jeu. Endurance : chaque joker une fois par moitié de course (ceux utilisés reviennent à mi-course), et des Vitamines en plus : {extra} par joueur.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="-49" />
            <source>Time trial: from the lowest value the columns climb, from the highest they go down, from any other value they grow both ways.</source>
            <translation>Contre-la-montre : depuis la plus petite valeur les colonnes montent, depuis la plus haute elles descendent, depuis toute autre valeur elles vont dans les deux sens.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>With a Vitamin you choose the card you give; the one you take is random.</source>
            <translation>Avec une Vitamine, vous choisissez la carte donnée ; celle que vous prenez est tirée au hasard.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Stage ranking: the winner, then by seconds lost, then fewer cards left, then playing order from the winner.</source>
            <translation>Classement de l'étape : le vainqueur, puis par secondes perdues, puis moins de cartes restantes, puis l'ordre de jeu depuis le vainqueur.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A tie on general time goes to the better rank in the last stage.</source>
            <translation>Une égalité au classement général va au meilleur rang de la dernière étape.</translation>
        </message>
        <message>
            <location line="+20" />
            <source>&lt;h2&gt;Tape l'étape&lt;/h2&gt;&lt;p&gt;3 to 6 riders, a race of stages in cards. Win a stage by laying all your cards first; the cards left in the others' hands become their time gaps. The lowest total time wins the race.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Tape l'étape&lt;/h2&gt;&lt;p&gt;3 à 6 coureurs, une course par étapes en cartes. On gagne une étape en posant toutes ses cartes le premier ; les cartes restées dans les mains des autres deviennent leurs écarts de temps. Le plus petit temps total gagne la course.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+26" />
            <source>&lt;h3&gt;Time&lt;/h3&gt;&lt;p&gt;Each card left: {low} s for 1 to 6, {high} s for 7 to 12. The stage winner takes {bonus} s off. Broom wagon: the last to finish takes 1:00 off, the second-to-last 0:30.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Temps&lt;/h3&gt;&lt;p&gt;Chaque carte restante : {low} s de 1 à 6, {high} s de 7 à 12. Le vainqueur de l'étape retire {bonus} s. Voiture balai : le dernier à finir retire 1:00, l'avant-dernier 0:30.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>&lt;h3&gt;Assumptions&lt;/h3&gt;&lt;p&gt;The rulebook does not settle these points; the app assumes:&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hypothèses&lt;/h3&gt;&lt;p&gt;La règle ne tranche pas ces points ; l'application suppose :&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>TleSetup</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/setup_panel.py" line="+82" />
            <source>{stages} stages; every joker comes back after stage {half}.</source>
            <translation>{stages} étapes ; tous les jokers reviennent après l'étape {half}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{stages} stages: one chosen by each player, then the final mountain.</source>
            <translation>{stages} étapes : une choisie par chaque joueur, puis la montagne finale.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The race</source>
            <translation>La course</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Sprint: each player chooses one stage, then the final mountain</source>
            <translation>Sprint : chaque joueur choisit une étape, puis la montagne finale</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Endurance: several stages each, an extra Vitamin, a refuel</source>
            <translation>Endurance : plusieurs étapes chacun, une Vitamine de plus, un ravitaillement</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stages per player:</source>
            <translation>Étapes par joueur :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open hands (everyone sees every hand: a friendly table)</source>
            <translation>Mains ouvertes (chacun voit toutes les mains : une table amicale)</translation>
        </message>
    </context>
</TS>
