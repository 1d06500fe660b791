<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>Coach</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/coach.py" line="+13" />
            <source>A slow pace: the group saves its points.</source>
            <translation>Une allure lente : le groupe économise ses points.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A steady pace: the group keeps its place.</source>
            <translation>Une allure régulière : le groupe garde sa place.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A fast pace: the group gains ground.</source>
            <translation>Une allure rapide : le groupe gagne du terrain.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Takes the feed: points back for the end.</source>
            <translation>Prendre le ravitaillement : des points pour la fin.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Buys back cases while it is cheap.</source>
            <translation>Racheter des cases tant que c'est bon marché.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attacks: a chance to break away from the group.</source>
            <translation>Attaquer : une chance de sortir du groupe.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stays in the group and saves its points.</source>
            <translation>Rester dans le groupe et économiser ses points.</translation>
        </message>
    </context>
    <context>
        <name>Courses</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/sheets/course_teams.py" line="+29" />
            <source>Team sheets · %1</source>
            <translation>Feuilles d’équipe · %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Roue de Vitesse · team sheet · %1</source>
            <translation>Roue de Vitesse · feuille d’équipe · %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Player: ______________________   Team: ______________________</source>
            <translation>Joueur : ______________________   Équipe : ______________________</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Sprint</source>
            <translation>Sprint</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Endurance</source>
            <translation>Endurance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Climber</source>
            <translation>Grimpeur</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Rider %1: ______________</source>
            <translation>Coureur %1 : ______________</translation>
        </message>
        <message>
            <location line="+14" />
            <source>15 points per rider, at most 10 in one skill; tick the boxes as points are spent. Breakaway: sprint (flat, descent), climber (mountain). Fast pace: endurance (flat), endurance or sprint (descent), endurance or climber (mountain).</source>
            <translation>15 points par coureur, au plus 10 dans une compétence ; cochez les cases à mesure que les points sont dépensés. Échappée : sprint (plat, descente), grimpeur (montagne). Allure rapide : endurance (plat), endurance ou sprint (descente), endurance ou grimpeur (montagne).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/style.py" line="+30" />
            <source>Mountain</source>
            <translation>Montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flat</source>
            <translation>Plat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Descent</source>
            <translation>Descente</translation>
        </message>
        <message>
            <location line="+5" />
            <source>M</source>
            <comment>letter of the Mountain terrain</comment>
            <translation>M</translation>
        </message>
        <message>
            <location line="+1" />
            <source>F</source>
            <comment>letter of the Flat terrain</comment>
            <translation>P</translation>
        </message>
        <message>
            <location line="+1" />
            <source>D</source>
            <comment>letter of the Descent terrain</comment>
            <translation>D</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/messages.py" line="+6" />
            <source>Set the pace of each group on the speed wheel, spend sprint, endurance and climbing points, break away and counter-attack.</source>
            <translation>Réglez l'allure de chaque groupe sur la roue de vitesse, dépensez vos points de sprint, d'endurance et de grimpeur, échappez-vous et contre-attaquez.</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <location filename="roue_de_vitesse_lessons.py" line="+9" />
            <source>The start and the pace</source>
            <translation>Le départ et l'allure</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your team sheet, the start zone, the speed wheel and a group's pace: about five minutes.</source>
            <translation>Votre feuille d'équipe, la zone de départ, la roue des vitesses et l'allure d'un groupe : environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each player receives a team sheet and 3 riders. In turn, each player gives one of their riders 15 points, shared between the sprint, endurance and climber skills; no skill may get more than 10. Sprint wins the final sprints, endurance pays for a fast pace and breakaways on the flat, climber in the mountains. Share A1's 15 points: set the three boxes or click a preset, then confirm.</source>
            <oldsource>Each player receives a team sheet and 3 riders. In turn, each player gives one of his riders 15 points, shared between the sprint, endurance and climber skills; no skill may get more than 10. Sprint wins the final sprints, endurance pays for a fast pace and breakaways on the flat, climber in the mountains. Share A1's 15 points: set the three boxes or click a preset, then confirm.</oldsource>
            <translation>Chaque joueur reçoit une feuille d'équipe et 3 coureurs. À tour de rôle, chaque joueur attribue à un de ses coureurs 15 points, répartis entre les compétences sprint, endurance et grimpeur. Aucune des trois capacités ne peut recevoir plus de 10 points. Le sprint gagne les sprints, l'endurance paie l'allure rapide et les échappées en plaine, le grimpeur en montagne. Répartissez les 15 points de A1 : réglez les trois cases ou cliquez sur un profil tout fait, puis validez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>These points would run out before this lesson's fast pace is paid: give A1 at least 1 endurance point.</source>
            <translation>Ces points s'épuiseraient avant que l'allure rapide de cette leçon soit payée : donnez à A1 au moins 1 point d'endurance.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your rival shared B1's points, and for this lesson your A2 and A3 and your rival's other riders have 5 in each. The course reads like a snake, row by row: the first row runs left to right up to case 11, the next comes back right to left from 12 to 27, the third goes left to right again; the numbers on the cases show the way. Green cases are flat, red mountain, black descent.</source>
            <oldsource>Your rival shared B1's points, and for this lesson your A2 and A3 and his other riders have 5 in each. The course reads like a snake, row by row: the first row runs left to right up to case 11, the next comes back right to left from 12 to 27, the third goes left to right again; the numbers on the cases show the way. Green cases are flat, red mountain, black descent.</oldsource>
            <translation>Votre adversaire a réparti les points de B1, et pour cette leçon vos A2 et A3 et ses autres coureurs ont 5 partout. Le parcours se lit comme un serpent, rangée par rangée : la première va de gauche à droite jusqu'à la case 11, la suivante revient de droite à gauche de 12 à 27, la troisième repart de gauche à droite ; les numéros des cases montrent le chemin. Les cases vertes sont du plat, les rouges de la montagne, les noires de la descente.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Then the players place, in turn, one rider in the fictive start zone at the entrance of the stage. Click the lit case to place A1.</source>
            <translation>Les joueurs placent ensuite à tour de rôle un coureur dans la zone de départ fictif, placée à l'entrée du parcours de l'étape. Cliquez sur la case éclairée pour placer A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Any order is allowed in a race; this lesson places A1 first.</source>
            <translation>En course, l'ordre est libre ; cette leçon place A1 d'abord.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your rival placed B1 beside A1. Place A2 on the same case.</source>
            <translation>Votre adversaire a placé B1 à côté de A1. Placez A2 sur la même case.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Place A2 now; A3 comes last.</source>
            <translation>Placez A2 maintenant ; A3 vient en dernier.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A case holds 4 riders at most: that one is full, so A3 goes on the case behind it. Click it.</source>
            <translation>Une case contient au maximum 4 coureurs : celle-ci est pleine, A3 va donc sur la case derrière. Cliquez dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The race is launched at the middle pace of the terrain at the start: during the first player's turn it rides 4 cases a turn. All the riders form one group; its outline shows its pace (dashed: steady).</source>
            <translation>La course est lancée à l'allure médiane de la surface du début du parcours : durant le tour du premier joueur, elle est lancée à la vitesse de 4 cases par tour. Tous les coureurs forment un groupe ; son contour montre son allure (tirets : soutenue).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The speed wheel's outer ring gives the cases a group rides in a turn, by terrain and pace: on the flat 2 (slow), 4 (steady), 6 (fast); in the mountains 1, 2, 3; downhill 3, 6, 9. The terrain is that of the group's front case at the start of the turn.</source>
            <translation>Le cercle extérieur de la Roue de Vitesse donne le nombre de cases parcourues par tour en fonction du terrain et de l'allure : sur le plat 2 (lente), 4 (soutenue), 6 (rapide) ; en montagne 1, 2, 3 ; en descente 3, 6, 9. La surface d'un groupe est celle de la case occupée par l'avant de ce groupe au début du tour.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A turn goes: 1. every rider moves, 2. a breakaway attempt, 3. one move inside each group, 4. the points are paid, 5. the pace for the next turn. No breakaway yet (that is the next lesson): click No attack.</source>
            <translation>Un tour se déroule ainsi : 1. mouvement de tous les coureurs, 2. tentative d'échappée, 3. mouvement de coureur au sein d'un groupe, 4. consommation des points ressources, 5. choix de l'allure pour le tour suivant. Pas d'échappée pour l'instant (c'est la leçon suivante) : cliquez sur Pas d'attaque.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not yet: the breakaway is the next lesson. Click No attack.</source>
            <translation>Pas encore : l'échappée est la leçon suivante. Cliquez sur Pas d'attaque.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each player may move one of their riders inside each group; a rival's rider is never moved forward. The group is fine as it is: click Stay as we are.</source>
            <oldsource>Each player may move one of his riders inside each group; a rival's rider is never moved forward. The group is fine as it is: click Stay as we are.</oldsource>
            <translation>Chaque joueur peut déplacer un de ses coureurs au sein de chaque groupe ; un coureur adverse ne peut jamais être déplacé vers l'avant. Le groupe convient tel quel : cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Moving inside the group is allowed, but this lesson keeps the group as it is: click Stay as we are.</source>
            <translation>Se déplacer dans le groupe est permis, mais cette leçon garde le groupe tel quel : cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At the end of their turn the player sets the pace of every group with one of their riders on its front case. The pace moves one notch at most: from steady, slow or fast. Speed up: choose Fast (6 cases on the flat), here or on the wheel's lit notch.</source>
            <oldsource>At the end of his turn the player sets the pace of every group with one of his riders on its front case. The pace moves one notch at most: from steady, slow or fast. Speed up: choose Fast (6 cases on the flat), here or on the wheel's lit notch.</oldsource>
            <translation>À la fin de votre tour, vous pouvez déterminer l'allure de tous les groupes dans lesquels vous avez un coureur sur la case de tête. L'allure peut être bougée d'une seule marche : depuis soutenue, lente ou rapide. Accélérez : choisissez Rapide (6 cases sur le plat), ici ou sur le cran éclairé de la roue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow would ride only 2 cases on the flat: choose Fast.</source>
            <translation>Lente ne ferait que 2 cases sur le plat : choisissez Rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Steady keeps 4 cases a turn: choose Fast to ride 6.</source>
            <translation>Soutenue garde 4 cases par tour : choisissez Rapide pour en faire 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keeping a fast pace costs one point a turn to each rider on the group's front case: A1 and A2 each paid one endurance point (on the flat, endurance pays). Slow and steady cost nothing.</source>
            <translation>Maintenir une allure rapide coûte un point par tour à chaque coureur présent dans la case de tête du groupe : A1 et A2 ont payé chacun un point d'endurance (sur le plat, c'est l'endurance). Maintenir les allures lente et soutenue ne coûte aucun point.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The group rode 6 cases in each turn. It is your turn again: you know the wheel and the pace. The next lesson is the breakaway.</source>
            <translation>Le groupe a parcouru 6 cases à chaque tour. C'est de nouveau votre tour : vous connaissez la roue et l'allure. La prochaine leçon est l'échappée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The breakaway and the counter</source>
            <translation>L'échappée et le contre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The rulebook's example: steady pace on the flat, 4 cases, a breakaway needs 6, a counter 8. About five minutes.</source>
            <translation>L'exemple de la règle : allure soutenue sur le plat, 4 cases, échappée à 6, contre à 8. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>To try a breakaway, a rider must be on the first case of a group, and it spends one resource point at once (sprint on the flat and downhill, climber in the mountains). A1 is on the front case.</source>
            <oldsource>To try a breakaway, a rider must be on the first case of a group, and he spends one resource point at once (sprint on the flat and downhill, climber in the mountains). A1 is on the front case.</oldsource>
            <translation>Pour tenter une échappée, un coureur doit être sur la première case d'un groupe et consomme immédiatement un point de ressource (sprint sur le plat et en descente, grimpeur en montagne). A1 est sur la case de tête.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The rulebook's example: a peloton at steady pace on the flat rides 4 cases. To break away takes a score of at least 6 (4+2, the wheel's middle ring); to counter the breakaway at least 8 (4+2+2, its inner ring).</source>
            <translation>Exemple de la règle : pour tenter une échappée d'un peloton roulant à allure soutenue sur terrain plat, le groupe parcourra 4 cases. Pour s'échapper il faudra obtenir un score d'au moins 6 (4+2, cercle médian). Pour contrer l'échappée il faudra obtenir un score d'au moins 8 (4+2+2, cercle intérieur).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Try it: click A1 (ringed) to attack. The die is rolled at once.</source>
            <translation>Essayez : cliquez sur A1 (cerclé) pour attaquer. Le dé est lancé aussitôt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A2 may attack too, from the same front case; this lesson follows A1.</source>
            <translation>A2 peut attaquer aussi, de la même case de tête ; cette leçon suit A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the breakaway: attack with A1.</source>
            <translation>Cette leçon parle de l'échappée : attaquez avec A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The die shows 10: at least 6, the breakaway succeeds. The rider may spend at most one more point to improve its score by one. As in the rulebook: with a score of 10, a counter will need 12. Keep the roll.</source>
            <oldsource>The die shows 10: at least 6, the breakaway succeeds. The rider may spend at most one more point to improve his score by one. As in the rulebook: with a score of 10, a counter will need 12. Keep the roll.</oldsource>
            <translation>Le dé donne 10 : au moins 6, l'échappée réussit. Le coureur peut consommer au maximum 1 point ressource additionnel pour améliorer son score d'un point. Comme dans la règle : si le coureur réussit un score de 10, il faudra un score de 12 pour le contrer. Gardez le jet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An 11 would make a counter impossible, but it costs a sprint point; this lesson keeps the rulebook's 10. Keep the roll.</source>
            <translation>Un 11 rendrait tout contre impossible, mais coûte un point de sprint ; cette leçon garde le 10 de la règle. Gardez le jet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A total of 12 would ride one case more; the rider may also spend at most one more point to ride one case further. Save it: click No.</source>
            <translation>Si le coureur atteint un total de 12, son échappée parcourt une case de plus ; il peut aussi consommer au maximum 1 point supplémentaire pour avancer d'une case de plus. Économisez-le : cliquez sur Non.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One case ahead is enough today: keep the point, click No.</source>
            <translation>Une case d'avance suffit aujourd'hui : gardez le point, cliquez sur Non.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Counters come at once, without waiting for one's turn, from riders on the escaper's case: one point, and a roll of at least 10 + 2 = 12. B1 tried and failed. Your A2 may counter too, but it would only join its team-mate: let it go.</source>
            <oldsource>Counters come at once, without waiting for one's turn, from riders on the escaper's case: one point, and a roll of at least 10 + 2 = 12. B1 tried and failed. Your A2 may counter too, but he would only join his team-mate: let him go.</oldsource>
            <translation>Les coureurs choisissent de contrer immédiatement, sans attendre leur tour, depuis la case du coureur échappé : un point, et un jet au moins égal à 10 + 2 = 12. B1 a essayé et échoué. Votre A2 peut contrer aussi, mais il ne ferait que rejoindre son équipier : laissez-le partir.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A2 would spend a point to join its own team-mate: let it go.</source>
            <oldsource>A2 would spend a point to join his own team-mate: let him go.</oldsource>
            <translation>A2 dépenserait un point pour rejoindre son propre équipier : laissez-le partir.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now the move inside the group: the peloton is fine as it is. Click Stay as we are.</source>
            <translation>Vient le mouvement au sein du groupe : le peloton convient tel quel. Cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson keeps the groups as they are: click Stay as we are.</source>
            <translation>Cette leçon garde les groupes tels quels : cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>If at the end of a player's turn the front case of a group holds fewer than 4 riders, the riders on it are considered away: B1, A2 and B2 now form their own group, between A1 and the rest.</source>
            <translation>Si à la fin du tour d'un joueur la case de tête d'un groupe compte moins de 4 coureurs, les coureurs présents sur cette case seront considérés échappés : B1, A2 et B2 forment leur propre groupe, entre A1 et les autres.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A1 is alone ahead: set its pace. Fast rides 6 cases on the flat, 2 more than the chase at steady, for one point a turn. Choose Fast.</source>
            <oldsource>A1 is alone ahead: set his pace. Fast rides 6 cases on the flat, 2 more than the chase at steady, for one point a turn. Choose Fast.</oldsource>
            <translation>A1 est seul en tête : fixez son allure. Rapide fait 6 cases sur le plat, 2 de plus que la poursuite à allure soutenue, pour un point par tour. Choisissez Rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>To stay away A1 must ride faster than the chase: choose Fast.</source>
            <translation>Pour rester devant, A1 doit rouler plus vite que la poursuite : choisissez Rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A2 is on the front case of the chasing group, so you set its pace too. Keep it steady: the chase should not catch A1.</source>
            <translation>A2 est sur la case de tête du groupe de poursuite : vous fixez aussi son allure. Gardez-la soutenue : la poursuite ne doit pas rattraper A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A faster chase would help your rivals catch A1: keep it steady.</source>
            <translation>Une poursuite plus rapide aiderait vos adversaires à rattraper A1 : gardez-la soutenue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A3 leads the last group: its pace is yours to set as well. Keep it steady.</source>
            <translation>A3 mène le dernier groupe : son allure est aussi à vous. Gardez-la soutenue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep the last group steady too.</source>
            <translation>Gardez aussi le dernier groupe à allure soutenue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A1 is away. The first to cross the finish line wins; the race is yours to go on with against the bot.</source>
            <translation>A1 est échappé. Le premier joueur qui dépasse la case d'arrivée est déclaré vainqueur ; la course continue contre le robot si vous le voulez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Inside the group, in the mountains</source>
            <translation>Dans le groupe, en montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Moving up inside a group and pushing a rival back, the fast pace's cost in the mountains, a summit, a descent, the finish. About five minutes.</source>
            <translation>Remonter dans un groupe en faisant reculer un adversaire, le coût de l'allure rapide en montagne, un sommet, une descente, l'arrivée. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The race reached the mountains (red cases): there the wheel gives 1 case slow, 2 steady, 3 fast. The group's front is on a mountain case, so this turn it rode by the mountain's numbers.</source>
            <translation>La course arrive en montagne (cases rouges) : la roue y donne 1 case en allure lente, 2 en soutenue, 3 en rapide. L'avant du groupe est sur une case de montagne : ce tour se joue selon les chiffres de la montagne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No breakaway now: in the mountains an attempt would cost a climber point. Click No attack.</source>
            <translation>Pas d'échappée maintenant : en montagne, une tentative coûterait un point de grimpeur. Cliquez sur Pas d'attaque.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Each player may move one of their riders inside each group. If the case it moves to holds 4 riders, the player pushes back one case the rider of their choice; a rival's rider is never moved forward. Bring A3 up to the front case and push B1 back: click A3, then the button that pushes B1.</source>
            <oldsource>Each player may move one of his riders inside each group. If the case he moves to holds 4 riders, he pushes back one case the rider of his choice; a rival's rider is never moved forward. Bring A3 up to the front case and push B1 back: click A3, then the button that pushes B1.</oldsource>
            <translation>Chaque joueur peut déplacer un de ses coureurs au sein de chaque groupe. Si la case vers laquelle le coureur veut se déplacer compte 4 coureurs, on fait reculer d'une case en arrière le coureur de son choix ; un coureur adverse ne peut jamais être déplacé vers l'avant. Remontez A3 sur la case de tête en faisant reculer B1 : cliquez sur A3, puis sur le bouton qui fait reculer B1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That would push back your own A1: push B1.</source>
            <translation>Cela ferait reculer votre propre A1 : faites reculer B1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That would push back your own A2: push B1.</source>
            <translation>Cela ferait reculer votre propre A2 : faites reculer B1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson brings A3 to the front case and pushes B1 back.</source>
            <translation>Cette leçon remonte A3 sur la case de tête et fait reculer B1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The group keeps its fast pace: each rider on the front case pays one point. In the mountains it is paid with endurance or climber: choose A1's.</source>
            <translation>Le groupe garde son allure rapide : chaque coureur présent dans la case de tête paie un point. En montagne, c'est l'endurance ou le grimpeur : choisissez pour A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>And A2's point.</source>
            <translation>Et le point de A2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A3, now on the front case, pays too.</source>
            <translation>A3, maintenant sur la case de tête, paie aussi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your riders lead the group, so you set its pace. The pace moves one notch at most: ease off from fast to steady, 2 cases in the mountains, for no points.</source>
            <translation>Vos coureurs mènent le groupe : vous fixez son allure. L'allure peut être bougée d'une seule marche : passez de rapide à soutenue, 2 cases en montagne, sans coût.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast would cost another round of points: choose Steady.</source>
            <translation>Rapide coûterait encore une tournée de points : choisissez Soutenue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The group crossed the summit: at the top of each climb the riders score 5, 3, 2 and 1 points for the best climber's jersey. Then the descent (black): 3, 6 or 9 cases; steady rode 6.</source>
            <translation>Le groupe a passé le sommet : au sommet de chaque col, les coureurs obtiennent 5, 3, 2 et 1 points pour le maillot du meilleur grimpeur. Puis la descente (noire) : 3, 6 ou 9 cases ; l'allure soutenue en a fait 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first player to pass the finish case wins. If a group crosses the line together, its riders are told apart by the sprint points they have left. The race is yours: good luck!</source>
            <translation>Le premier joueur qui dépasse la case d'arrivée est déclaré vainqueur. Si un groupe franchit en même temps la ligne d'arrivée, ses coureurs sont départagés par le nombre de points de sprint restants. La course est à vous : bonne route !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Incident, feed and a stage race</source>
            <translation>Incident, ravitaillement et course à étapes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Feed a rider on an R case, buy back a mechanical incident with endurance, recover 6 points between two stages and read the points classification and the climbers' jersey. About six minutes.</source>
            <translation>Ravitailler un coureur sur une case R, compenser un incident mécanique avec l'endurance, récupérer 6 points entre deux étapes et lire le classement aux points et le maillot du meilleur grimpeur. Environ six minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A two-stage race with the two optional rules on (« Règles additionnelles optionnelles »): the mechanical incident and the feed. Your riders' points are shared out and the race is under way: the group has stopped on cases 9 and 10, and case 9 is a feed case, marked R.</source>
            <translation>Une course en deux étapes avec les deux règles additionnelles optionnelles : l'incident mécanique et le ravitaillement. Les points de vos coureurs sont répartis et la course est lancée : le groupe s'est arrêté sur les cases 9 et 10, et la case 9 est une case de ravitaillement, marquée R.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A rider who stops on a case marked R may add 2 points to the skill of the player's choice, once per feed zone. A3 stopped on case 9: give it 2 sprint points, for the final sprint.</source>
            <oldsource>A rider who stops on a case marked R may add 2 points to the skill of his choice, once per feed zone. A3 stopped on case 9: give him 2 sprint points, for the final sprint.</oldsource>
            <translation>Un coureur qui s'arrête sur une case marquée R peut ajouter 2 points à la compétence de son choix, une fois par zone de ravitaillement. A3 s'est arrêté sur la case 9 : donnez-lui 2 points de sprint, pour le sprint final.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Endurance or climber is allowed too, and either could serve; this lesson keeps A3 for the sprint: click Sprint.</source>
            <translation>L'endurance ou le grimpeur sont permis aussi, et chacun pourrait servir ; cette leçon garde A3 pour le sprint : cliquez sur Sprint.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A1 leads the group: try a breakaway with A1 (it costs a sprint point, and the die decides).</source>
            <oldsource>A1 leads the group: try a breakaway with him (it costs a sprint point, and the die decides).</oldsource>
            <translation>A1 mène le groupe : tentez une échappée avec lui (cela coûte un point de sprint, et le dé décide).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not attacking is allowed, but this step shows what a die of 1 does: attack with A1.</source>
            <translation>Ne pas attaquer est permis, mais cette étape montre ce que fait un dé de 1 : attaquez avec A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attack with A1, the rider on the group's head case.</source>
            <translation>Attaquez avec A1, le coureur sur la case de tête du groupe.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The die says 1: a mechanical incident (« incident mécanique »). The breakaway fails, and A1 will not be in its group's next move. Nothing to shift inside the group for you now: click Stay as we are.</source>
            <oldsource>The die says 1: a mechanical incident (« incident mécanique »). The breakaway fails, and A1 will not be in his group's next move. Nothing to shift inside the group for you now: click Stay as we are.</oldsource>
            <translation>Le dé donne 1 : incident mécanique. L'échappée échoue, et A1 ne sera pas impliqué dans le prochain déplacement de son groupe. Rien à déplacer pour vous dans le groupe maintenant : cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A shift is allowed, but none helps here: click Stay as we are.</source>
            <translation>Un déplacement dans le groupe est permis, mais aucun n'aide ici : cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your riders lead the group: keep its pace fast.</source>
            <translation>Vos coureurs mènent le groupe : gardez son allure rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slowing is allowed, but the fast pace keeps the group ahead: keep it fast.</source>
            <translation>Ralentir est permis, mais l'allure rapide garde le groupe devant : gardez-la rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The group will ride 6 cases without A1. A1 may make up cases with endurance points, one point a case (it has 6): buy back all 6 and it stays with the group.</source>
            <oldsource>The group will ride 6 cases without A1. He may make up cases with his endurance points, one point a case (he has 6): buy back all 6 and he stays with the group.</oldsource>
            <translation>Le groupe va parcourir 6 cases sans A1. Il peut compenser des cases avec ses points d'endurance, un point par case (il en a 6) : rachetez les 6 et il reste avec le groupe.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fewer cases are allowed and save endurance, but A1 would fall behind its group: buy back all 6.</source>
            <oldsource>Fewer cases are allowed and save endurance, but A1 would fall behind his group: buy back all 6.</oldsource>
            <translation>Moins de cases est permis et économise de l'endurance, mais A1 resterait derrière son groupe : rachetez les 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A2 is on the group's front case: it pays a point to hold the pace. Pay it in endurance, its strong skill.</source>
            <oldsource>A2 is on the group's front case: he pays a point to hold the pace. Pay it in endurance, his strong skill.</oldsource>
            <translation>A2 est sur la case de tête du groupe : il paie un point pour maintenir l'allure. Payez-le en endurance, sa grande qualité.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sprint is allowed too, but A2 has 9 endurance points against 5 sprint: pay in endurance and keep its sprint for the finish.</source>
            <oldsource>Sprint is allowed too, but A2 has 9 endurance points against 5 sprint: pay in endurance and keep his sprint for the finish.</oldsource>
            <translation>Le sprint est permis aussi, mais A2 a 9 points d'endurance contre 5 de sprint : payez en endurance et gardez son sprint pour l'arrivée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Four riders have crossed the line: in a stage race every rider rides to the line. A3 leads the last group: try a breakaway with A3.</source>
            <oldsource>Four riders have crossed the line: in a stage race every rider rides to the line. A3 leads the last group: try a breakaway with him.</oldsource>
            <translation>Quatre coureurs ont franchi la ligne : dans une course à étapes chaque coureur va jusqu'à la ligne. A3 mène le dernier groupe : tentez une échappée avec lui.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not attacking is allowed, but a breakaway could gain a place: attack with A3.</source>
            <translation>Ne pas attaquer est permis, mais une échappée pourrait faire gagner une place : attaquez avec A3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Caught. Set the pace of A3's group: fast, to the line.</source>
            <translation>Repris. Choisissez l'allure du groupe d'A3 : rapide, jusqu'à la ligne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slowing is allowed, but every turn more on the road costs a point in the classification: keep it fast.</source>
            <translation>Ralentir est permis, mais chaque tour de plus sur la route coûte un point au classement : gardez l'allure rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Between two stages each rider takes back 6 points, shared among its skills as you wish, but never above what it had at the start of the race. A1 started with sprint 8, endurance 7; it has 6 and 0 now. Continue to stage 2, share its 6 points and click Recover these points.</source>
            <oldsource>Between two stages each rider takes back 6 points, shared among his skills as you wish, but never above what he had at the start of the race. A1 started with sprint 8, endurance 7; he has 6 and 0 now. Continue to stage 2, share his 6 points and click Recover these points.</oldsource>
            <translation>Entre deux étapes chaque coureur reprend 6 points, à répartir entre ses compétences comme vous le voulez, mais sans jamais dépasser ce qu'il avait au départ de la course. A1 est parti avec sprint 8, endurance 7 ; il a maintenant 6 et 0. Continuez vers l'étape 2, répartissez ses 6 points et cliquez sur Récupérer ces points.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The general classification counts points: the stage winner 0, then +1 a place, the riders of one group the same, +1 for each turn more to the line; the lowest total after the last stage wins. B1 won the stage; A1, A2 and B2, in B1's group, have 1; B3 and A3 5. The summit gave the climbers' jersey 5, 3, 2 and 1 points: B3 leads it. Race on to stage 2!</source>
            <oldsource>The general classification counts points: the stage winner 0, then +1 a place, the riders of one group the same, +1 for each turn more to the line; the lowest total after the last stage wins. B1 won the stage; A1, A2 and B2, in his group, have 1; B3 and A3 5. The summit gave the climbers' jersey 5, 3, 2 and 1 points: B3 leads it. Race on to stage 2!</oldsource>
            <translation>Le classement général compte des points : le vainqueur de l'étape 0, puis +1 par place, les coureurs d'un même groupe autant, +1 par tour de plus pour passer la ligne ; le plus petit total après la dernière étape gagne. B1 a gagné l'étape ; A1, A2 et B2, dans son groupe, ont 1 ; B3 et A3 5. Le sommet a donné au maillot du meilleur grimpeur 5, 3, 2 et 1 points : B3 le porte. En route pour l'étape 2 !</translation>
        </message>
        <message>
            <location line="-33" />
            <source>In the mountains a breakaway attempt costs a climber point, and the group's fast pace needs them: click No attack.</source>
            <translation>En montagne une tentative d'échappée coûte un point de grimpeur, et l'allure rapide du groupe en a besoin : cliquez sur Pas d'attaque.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/messages.py" line="+41" />
            <source>Case {case}: a summit must be on a mountain case.</source>
            <translation>Case {case} : un sommet doit être sur une case de montagne.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Case {case}: this summit is not the top of its climb (case {top} still climbs).</source>
            <translation>Case {case} : ce sommet n’est pas le haut de l’ascension (la case {top} monte encore).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cases {first} to {last}: this climb has no summit, so it gives no climber's points.</source>
            <translation>Cases {first} à {last} : cette ascension n’a pas de sommet, elle ne rapporte aucun point au grimpeur.</translation>
        </message>
        <message>
            <location line="-31" />
            <source>The set-up must carry one course for each of its {count} stages.</source>
            <translation>La mise en place doit contenir un parcours pour chacune de ses {count} étapes.</translation>
        </message>
        <message>
            <location line="-9" />
            <source>A race has 1 to {max} stages, each named by a Roue de Vitesse course.</source>
            <translation>Une course compte de 1 à {max} étapes, chacune désignée par un parcours de Roue de Vitesse.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The dice are “d12” or “2d6”, not “{dice}”.</source>
            <translation>Les dés sont « d12 » ou « 2d6 », pas « {dice} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>“{course}” is not a Roue de Vitesse course of the library.</source>
            <translation>« {course} » n'est pas un parcours de Roue de Vitesse de la bibliothèque.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Share 15 points between sprint, endurance and climber for a rider.</source>
            <translation>Répartissez 15 points entre sprint, endurance et grimpeur pour un coureur.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Place a rider in the start zone.</source>
            <translation>Placez un coureur dans la zone de départ.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Share the recovered points.</source>
            <translation>Répartissez les points récupérés.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mechanical incident: how many cases to buy back with endurance?</source>
            <translation>Incident mécanique : combien de cases racheter avec l'endurance ?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Fast pace: which skill pays the point at the head of the group?</source>
            <translation>Allure rapide : quelle compétence paie le point en tête du groupe ?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ravitaillement: which skill gains 2 points?</source>
            <translation>Ravitaillement : quelle compétence gagne 2 points ?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Attempt a breakaway?</source>
            <translation>Tenter une échappée ?</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+3" />
            <source>Pay one more point for +1?</source>
            <translation>Payer un point de plus pour +1 ?</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Pay one more point for one more case?</source>
            <translation>Payer un point de plus pour une case de plus ?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Counter the breakaway?</source>
            <translation>Contrer l'échappée ?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move one of your riders in this group?</source>
            <translation>Déplacer un de vos coureurs dans ce groupe ?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The pace of this group for the next turn.</source>
            <translation>L'allure de ce groupe pour le tour suivant.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/ride.py" line="+28" />
            <source>Breakaways tried</source>
            <translation>Échappées tentées</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Breakaways held (the attacker still ahead of the main group 3 turns later)</source>
            <translation>Échappées tenues (l'attaquant toujours devant le groupe principal 3 tours plus tard)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Won by a rider who broke away (held to the line)</source>
            <translation>Gagnées par un coureur échappé (échappée tenue jusqu'à la ligne)</translation>
        </message>
    </context>
    <context>
        <name>RdvPrint</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/sheets/team_sheet.py" line="+65" />
            <source>Sprint</source>
            <translation>Sprint</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Endurance</source>
            <translation>Endurance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Climber</source>
            <translation>Grimpeur</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Roue de Vitesse — team sheets</source>
            <translation>Roue de Vitesse — feuilles d'équipe</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Roue de Vitesse · team sheet</source>
            <translation>Roue de Vitesse · feuille d'équipe</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Player: {player}    Team: {team}</source>
            <translation>Joueur : {player}    Équipe : {team}</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Rider {n}: {name}</source>
            <translation>Coureur {n} : {name}</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n point(s) left of {start}</source>
            <translation>
                <numerusform>%n point restant sur {start}</numerusform>
                <numerusform>%n points restants sur {start}</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>15 points per rider, at most 10 in one skill; strike out a box for each point spent. Breakaway and counter: sprint (flat, descent), climber (mountain). Fast pace: endurance (flat), endurance or sprint (descent), endurance or climber (mountain).</source>
            <translation>15 points par coureur, au plus 10 dans une compétence ; barrez une case pour chaque point dépensé. Échappée et contre : sprint (plat, descente), grimpeur (montagne). Allure rapide : endurance (plat), endurance ou sprint (descente), endurance ou grimpeur (montagne).</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Team sheets</source>
            <translation>Feuilles d'équipe</translation>
        </message>
        <message>
            <location line="+6" />
            <source>after the race</source>
            <translation>après la course</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stage {stage} of {stages} · turn {turn}</source>
            <translation>étape {stage} sur {stages} · tour {turn}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/sheets/wheel.py" line="+39" />
            <source>The wheel</source>
            <translation>La Roue de Vitesse</translation>
        </message>
        <message>
            <location line="+5" />
            <source>slow</source>
            <translation>lente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>steady</source>
            <translation>soutenue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fast</source>
            <translation>rapide</translation>
        </message>
        <message>
            <location line="+6" />
            <source>MOUNTAIN</source>
            <translation>MONTAGNE</translation>
        </message>
        <message>
            <location line="+1" />
            <source>FLAT</source>
            <translation>PLAT</translation>
        </message>
        <message>
            <location line="+1" />
            <source>DESCENT</source>
            <translation>DESCENTE</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Roue de Vitesse — the wheel</source>
            <translation>La Roue de Vitesse</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Print at 100 % (no “fit to page”): the wheel is 18 cm across. Put each group's pace token on its sector.</source>
            <translation>Imprimez à 100 % (sans « ajuster à la page ») : la roue mesure 18 cm de diamètre. Posez le jeton d'allure de chaque groupe sur son secteur.</translation>
        </message>
        <message>
            <location line="+34" />
            <source>{pace} · start</source>
            <translation>{pace} · départ</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Roue de
Vitesse</source>
            <translation>Roue de
Vitesse</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Outer ring: the cases a group rides each turn, by the terrain of its head case and its pace (slow and steady cost nothing; fast costs each rider of the head case 1 point a turn).</source>
            <translation>Cercle extérieur : les cases parcourues par un groupe à chaque tour, selon le terrain de sa case de tête et son allure (lente et soutenue ne coûtent rien ; rapide coûte 1 point par tour à chaque coureur de la case de tête).</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Middle ring: a breakaway succeeds with a die of at least the cases plus this supplement.</source>
            <translation>Cercle médian : une échappée réussit avec un dé au moins égal aux cases plus ce supplément.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Inner ring: a counter succeeds with a die of at least the breakaway's score plus this supplement.</source>
            <translation>Cercle intérieur : un contre réussit avec un dé au moins égal au score de l'échappée plus ce supplément.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A breakaway scoring {n} (die + bonus point) rides one case more. A pace moves one step a turn.</source>
            <translation>Une échappée qui atteint {n} (dé + point additionnel) parcourt une case de plus. L'allure ne change que d'une marche par tour.</translation>
        </message>
    </context>
    <context>
        <name>RdvRules</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/rules_help.py" line="+30" />
            <source>Breakaway supplement (middle ring)</source>
            <translation>Supplément d'échappée (anneau du milieu)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Counter-attack supplement (inner ring)</source>
            <translation>Supplément de contre-attaque (anneau intérieur)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stages of a stage race, at most</source>
            <translation>Étapes d'une course à étapes, au plus</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One breakaway attempt per turn</source>
            <translation>Une tentative d'échappée par tour</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Counter-attacks asked in seat order</source>
            <translation>Contre-attaques proposées dans l'ordre des joueurs</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The +1 point offered only when it counts</source>
            <translation>Le point +1 proposé seulement quand il compte</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Fast pace's point paid by the larger skill</source>
            <translation>Point de l'allure rapide payé par la plus grande compétence</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Incident: cases bought back automatically</source>
            <translation>Incident : cases rachetées automatiquement</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Incident on a double 1 with two dice</source>
            <translation>Incident sur un double 1 avec deux dés</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Sprint counted once at the finish tie-break</source>
            <translation>Sprint compté une fois au départage de l'arrivée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A one-day race ends with the turn</source>
            <translation>Une course d'un jour finit avec le tour</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A head case not full breaks away</source>
            <translation>Une case de tête incomplète s'échappe</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A group joins the group ahead</source>
            <translation>Un groupe rejoint le groupe de devant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>R cases in a row are one feed zone</source>
            <translation>Des cases R qui se suivent forment une seule zone</translation>
        </message>
        <message>
            <location line="+16" />
            <source>+{n} on every terrain and at every pace</source>
            <translation>+{n} sur tout terrain et à toute allure</translation>
        </message>
        <message>
            <location line="+11" />
            <source>the wheel's middle ring</source>
            <translation>l'anneau du milieu de la roue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the wheel's inner ring</source>
            <translation>l'anneau intérieur de la roue</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{n} ({ring})</source>
            <translation>{n} ({ring})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{ring}, {low} to {high} by terrain and pace</source>
            <translation>{ring}, de {low} à {high} selon le terrain et l'allure</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The wheel's middle ring is lost: what a breakaway's roll needs above the cases of the group's pace, by terrain and pace. The standard, 2 everywhere, comes from the rulebook's one example.</source>
            <translation>L'anneau du milieu de la roue est perdu : ce que le jet d'une échappée doit faire au-delà des cases de l'allure du groupe, selon le terrain et l'allure. Le standard, 2 partout, vient de l'unique exemple de la règle.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The wheel's inner ring is lost: what a counter-attack's roll needs above the breakaway's total, by terrain and pace. The standard, 2 everywhere, comes from the rulebook's one example.</source>
            <translation>L'anneau intérieur de la roue est perdu : ce que le jet d'une contre-attaque doit faire au-delà du total de l'échappée, selon le terrain et l'allure. Le standard, 2 partout, vient de l'unique exemple de la règle.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>A stage race has at most 21 stages.</source>
            <translation>Une course à étapes compte au plus 21 étapes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A player makes at most one breakaway attempt in their turn.</source>
            <translation>On fait au plus une tentative d'échappée par tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Counters are asked in seat order after the active player, who comes last.</source>
            <translation>Les contres sont proposés dans l'ordre des places après l'équipe active, qui vient en dernier.</translation>
        </message>
        <message>
            <location line="+58" />
            <source>&lt;h3&gt;A turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Every group rides the cases the wheel gives for the terrain of its head case and its pace (slow, steady, fast); in the first player's first turn of a stage it rides {first} cases on any terrain. A case holds {capacity} riders.&lt;/li&gt;&lt;li&gt;One breakaway attempt from a group's head case: a point, a die ≥ the cases + {breakaway}.&lt;/li&gt;&lt;li&gt;Riders of the escaper's case may counter at once, out of turn: a point, a die ≥ the escaper's total + {counter}.&lt;/li&gt;&lt;li&gt;In each group, move one of your riders (into a full case: one rider of your choice goes one case back).&lt;/li&gt;&lt;li&gt;Each rider on the head case of a fast group pays a point.&lt;/li&gt;&lt;li&gt;Set, one notch at most, the pace of each group where you have a rider on the head case.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;h3&gt;Un tour&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Chaque groupe avance des cases que donne la roue pour le terrain de sa case de tête et son allure (lente, soutenue, rapide) ; au premier tour du premier joueur d'une étape, il avance de {first} cases sur tout terrain. Une case contient {capacity} coureurs.&lt;/li&gt;&lt;li&gt;Une tentative d'échappée depuis la case de tête d'un groupe : un point, un dé ≥ les cases + {breakaway}.&lt;/li&gt;&lt;li&gt;Les coureurs de la case de l'échappé peuvent contrer aussitôt, hors de leur tour : un point, un dé ≥ le total de l'échappé + {counter}.&lt;/li&gt;&lt;li&gt;Dans chaque groupe, déplacez un de vos coureurs (vers une case pleine : un coureur de votre choix recule d'une case).&lt;/li&gt;&lt;li&gt;Chaque coureur sur la case de tête d'un groupe rapide paie un point.&lt;/li&gt;&lt;li&gt;Réglez, d'un cran au plus, l'allure de chaque groupe où vous avez un coureur en tête.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <location line="-55" />
            <source>The attacker's +1 point is offered whenever the breakaway succeeds with it: it saves a roll that fails, or raises one that succeeds and with it the score a counter must reach. A point that would change nothing is not offered (games saved before this version: only to save a roll or to reach 12).</source>
            <translation>Le point +1 de l'attaquant est proposé chaque fois que l'échappée réussit avec lui : il sauve un jet manqué, ou élève un jet réussi et avec lui le score qu'un contre doit atteindre. Un point qui ne changerait rien n'est pas proposé (parties enregistrées avant cette version : seulement pour sauver un jet ou atteindre 12).</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The fast pace's point: the rider's owner chooses the skill when two could pay (games saved before this version: the larger skill paid).</source>
            <translation>Le point de l'allure rapide : le joueur choisit la compétence quand deux peuvent payer (parties enregistrées avant cette version : la plus grande payait).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Mechanical incident: the owner chooses how many cases to buy back, one endurance point each (games saved before this version: as many as possible).</source>
            <translation>Incident mécanique : le joueur choisit combien de cases racheter, un point d'endurance chacune (parties enregistrées avant cette version : le plus possible).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>With two dice, a mechanical incident is a double 1.</source>
            <translation>Avec deux dés, un incident mécanique est un double 1.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>At the finish tie-break, sprint counts once where it also holds the pace.</source>
            <translation>Au départage de l'arrivée, le sprint ne compte qu'une fois là où il sert aussi au maintien d'allure.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A one-day race ends with the turn in which the first rider crossed; the others are ranked by position.</source>
            <translation>Une course d'un jour se termine avec le tour où le premier coureur a franchi la ligne ; les autres sont classés selon leur position.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>At the end of a turn, a group's head case with fewer than 4 riders breaks away as a group with the same pace.</source>
            <translation>À la fin d'un tour, la case de tête d'un groupe qui compte moins de 4 coureurs s'échappe en un groupe à la même allure.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A group ending on or right behind the rear case of the group ahead joins it and takes its pace.</source>
            <translation>Un groupe qui finit sur la dernière case du groupe de devant, ou juste derrière, le rejoint et prend son allure.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>R cases that follow each other form one feed zone: a rider feeds once there (« une fois par zone de ravitaillement »); R cases apart are zones of their own.</source>
            <translation>Des cases R qui se suivent forment une seule zone de ravitaillement : un coureur ne s'y ravitaille qu'une fois (« une fois par zone de ravitaillement ») ; des cases R séparées sont chacune une zone.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>&lt;h2&gt;Roue de Vitesse&lt;/h2&gt;&lt;p&gt;2 to 6 players, three riders each. Each rider gets {points} points over sprint, endurance and climber, at most {top} in one skill. The first rider past the finish case wins.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Roue de Vitesse&lt;/h2&gt;&lt;p&gt;2 à 6 joueurs, trois coureurs chacun. Chaque coureur reçoit {points} points répartis entre sprint, endurance et grimpeur, au plus {top} dans une compétence. Le premier coureur qui dépasse la case d'arrivée gagne.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+25" />
            <source>&lt;h3&gt;Options and stages&lt;/h3&gt;&lt;p&gt;Mechanical incident: a 1 on the die and the rider misses the next move (buy cases back with endurance). Ravitaillement: +{feed} to a skill when stopping on an R case, once per feed zone. Stage race: general classification in points (lowest wins), climber's points at the summits (a rider is ranked once at each), {recovery} points recovered between stages.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Options et étapes&lt;/h3&gt;&lt;p&gt;Incident mécanique : un 1 au dé et le coureur manque le prochain déplacement (il rachète des cases avec l'endurance). Ravitaillement : +{feed} à une compétence en s'arrêtant sur une case R, une fois par zone de ravitaillement. Course à étapes : classement général aux points (le plus petit total gagne), points du grimpeur aux sommets (un coureur n'est classé qu'une fois à chacun), {recovery} points récupérés entre deux étapes.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&lt;h3&gt;Assumptions&lt;/h3&gt;&lt;p&gt;The rules leave these points open; the app assumes:&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hypothèses&lt;/h3&gt;&lt;p&gt;La règle laisse ces points ouverts ; l'application suppose :&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RdvSetup</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/setup_panel.py" line="+52" />
            <source>{teams} teams of 3 riders, {dice}</source>
            <translation>{teams} équipes de 3 coureurs, {dice}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Dice:</source>
            <translation>Dés :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rule: mechanical incident</source>
            <translation>Règle optionnelle : incident mécanique</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rule: ravitaillement (R cases)</source>
            <translation>Règle optionnelle : ravitaillement (cases R)</translation>
        </message>
    </context>
    <context>
        <name>RoueDeVitesse</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+154" />
            <source>Choose.</source>
            <translation>Choisissez.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Team sheet: share 15 points for {rider} (10 at most in a skill).</source>
            <translation>Fiche d'équipe : répartissez 15 points pour {rider} (10 au plus dans une compétence).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+40" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>Give {rider} these points</source>
            <translation>Donner ces points à {rider}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>Riders are built one at a time, in turn. Sprint pays breakaways on the flat and in descents, climber in the mountains, endurance the fast pace.</source>
            <translation>Les coureurs se construisent un à un, à tour de rôle. Le sprint paie les échappées en plaine et en descente, le grimpeur en montagne, l'endurance l'allure rapide.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Recovery: share up to 6 points for {rider} (never above the start).</source>
            <translation>Récupération : répartissez jusqu'à 6 points pour {rider} (jamais au-dessus du départ).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+3" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>Recover these points</source>
            <translation>Récupérer ces points</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+12" />
            <source>Start zone: place {rider} (click the lit case).</source>
            <translation>Zone de départ : placez {rider} (cliquez la case éclairée).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+3" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+16" />
            <source>Place {rider} on the front free place</source>
            <translation>Placer {rider} à la première place libre</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+14" />
            <source>Mechanical incident: {rider} misses the move. Buy back cases with endurance?</source>
            <translation>Incident mécanique : {rider} manque le déplacement. Racheter des cases avec l'endurance ?</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+7" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>%n case(s) for %n point(s)</source>
            <translation>
                <numerusform>%n case pour %n point</numerusform>
                <numerusform>%n cases pour %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+6" />
            <source>Ravitaillement: {rider} takes 2 points in…</source>
            <translation>Ravitaillement : {rider} prend 2 points en…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Attempt a breakaway from a group's head case? (click a ringed rider)</source>
            <translation>Tenter une échappée depuis la case de tête d'un groupe ? (cliquez un coureur cerclé)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+7" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>Attack with {rider}</source>
            <translation>Attaquer avec {rider}</translation>
        </message>
        <message>
            <location line="+33" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+5" />
            <source>No attack</source>
            <translation>Pas d'attaque</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+3" />
            <source>An attempt costs a point (sprint; climber in the mountains).</source>
            <translation>Une tentative coûte un point (sprint ; grimpeur en montagne).</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The die shows {roll}: pay one more point for +1?</source>
            <translation>Le dé montre {roll} : payer un point de plus pour +1 ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+7" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+5" />
            <source>Pay 1 point: +1</source>
            <translation>Payer 1 point : +1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+3" />
            <source>Keep the roll</source>
            <translation>Garder le jet</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+5" />
            <source>Away! Pay one more point for one more case?</source>
            <translation>Échappé ! Payer un point de plus pour une case de plus ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+4" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+3" />
            <source>Pay 1 point: one more case</source>
            <translation>Payer 1 point : une case de plus</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+2" />
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+6" />
            <source>{rider} broke away ({total}): counter at once?</source>
            <translation>{rider} s'est échappé ({total}) : contrer tout de suite ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="-44" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+6" />
            <source>Counter with {rider}</source>
            <translation>Contrer avec {rider}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+6" />
            <source>A counter costs a point and needs the breakaway's total + {more}.</source>
            <translation>Un contre coûte un point et demande le total de l'échappée + {more}.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Move one of your riders inside this group? (pick, then click a case)</source>
            <translation>Déplacer un de vos coureurs dans ce groupe ? (choisissez-le, puis cliquez une case)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+30" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+29" />
            <source>Stay as we are</source>
            <translation>Rester ainsi</translation>
        </message>
        <message>
            <location line="-19" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="-7" />
            <source>To case {case}</source>
            <translation>Vers la case {case}</translation>
        </message>
        <message>
            <location line="-40" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="-32" />
            <source>Let it go</source>
            <translation>Le laisser partir</translation>
        </message>
        <message>
            <location line="+34" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+35" />
            <source>To case {case}, pushing {rider} back</source>
            <translation>Vers la case {case}, en faisant reculer {rider}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+12" />
            <source>Fast pace: {rider} pays a point at the head of the group with…</source>
            <translation>Allure rapide : {rider} paie un point en tête du groupe avec…</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+10" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+5" />
            <source>{skill} ({points} left)</source>
            <translation>{skill} (reste {points})</translation>
        </message>
        <message>
            <location line="+9" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+9" />
            <source>The pace of the ringed group for the next turn (now {pace}):</source>
            <translation>L'allure du groupe cerclé pour le tour suivant (actuellement {pace}) :</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>One notch at most; click a lit notch of the wheel.</source>
            <translation>Un cran au plus ; cliquez un cran éclairé de la roue.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/skills_editor.py" line="+19" />
            <source>Sprinter</source>
            <translation>Sprinteur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rouleur</source>
            <translation>Rouleur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Grimpeur</source>
            <translation>Grimpeur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Balanced</source>
            <translation>Équilibré</translation>
        </message>
        <message>
            <location line="+38" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="+64" />
            <source>Sprint {s}, endurance {e}, climber {c}</source>
            <translation>Sprint {s}, endurance {e}, grimpeur {c}</translation>
        </message>
        <message numerus="yes">
            <location line="+31" />
            <source>%n point(s) left</source>
            <translation>
                <numerusform>%n point à répartir</numerusform>
                <numerusform>%n points à répartir</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/text.py" line="+51" />
            <source>sprint</source>
            <translation>sprint</translation>
        </message>
        <message>
            <location line="+1" />
            <source>endurance</source>
            <translation>endurance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>climber</source>
            <translation>grimpeur</translation>
        </message>
        <message>
            <location line="+6" />
            <source>S</source>
            <comment>letter of the sprint skill</comment>
            <translation>S</translation>
        </message>
        <message>
            <location line="+1" />
            <source>E</source>
            <comment>letter of the endurance skill</comment>
            <translation>E</translation>
        </message>
        <message>
            <location line="+1" />
            <source>C</source>
            <comment>letter of the climber skill</comment>
            <translation>G</translation>
        </message>
        <message>
            <location line="+6" />
            <source>slow</source>
            <translation>lente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>steady</source>
            <translation>soutenue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fast</source>
            <translation>rapide</translation>
        </message>
        <message>
            <location line="+6" />
            <source>mountain</source>
            <translation>montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>flat</source>
            <translation>plat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>descent</source>
            <translation>descente</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Set the pace {pace} on {terrain}: {cases} cases</source>
            <translation>Allure {pace} en {terrain} : {cases} cases</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} attacks: the die shows {roll}, it needs {needs}.</source>
            <translation>{rider} attaque : le dé montre {roll}, il lui faut {needs}.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>{rider} counters: the die shows {roll}, it needs {needs}.</source>
            <translation>{rider} contre : le dé montre {roll}, il lui faut {needs}.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>{rider} moves to case {case} of its group.</source>
            <translation>{rider} se place sur la case {case} de son groupe.</translation>
        </message>
        <message>
            <location line="+92" />
            <source>Mechanical incident for {rider}: it misses its group's next move.</source>
            <translation>Incident mécanique pour {rider} : il manque le prochain déplacement de son groupe.</translation>
        </message>
        <message>
            <location line="-140" />
            <source>{rider} is caught ({total}).</source>
            <translation>{rider} est repris ({total}).</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>{rider} gets away ({total}): %n case(s) ahead.</source>
            <translation>
                <numerusform>{rider} s'échappe ({total}) : %n case d'avance.</numerusform>
                <numerusform>{rider} s'échappe ({total}) : %n cases d'avance.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+13" />
            <source>{rider} joins the breakaway.</source>
            <translation>{rider} rejoint l'échappée.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} stays in the group.</source>
            <translation>{rider} reste dans le groupe.</translation>
        </message>
        <message numerus="yes">
            <location line="+9" />
            <source>{rider} and %n other rider(s)</source>
            <translation>
                <numerusform>{rider} et %n autre coureur</numerusform>
                <numerusform>{rider} et %n autres coureurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+7" />
            <source>The group of {riders} rides %n case(s).</source>
            <translation>
                <numerusform>Le groupe de {riders} avance de %n case.</numerusform>
                <numerusform>Le groupe de {riders} avance de %n cases.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+6" />
            <source>The group of {riders} rides at a {pace} pace.</source>
            <translation>Le groupe de {riders} roule à allure {pace}.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>{rider} is pushed back.</source>
            <translation>{rider} recule d'une case.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Over the line: {riders}.</source>
            <translation>Sur la ligne : {riders}.</translation>
        </message>
        <message numerus="yes">
            <location line="+6" />
            <source>{rider} +%n pt(s)</source>
            <translation>
                <numerusform>{rider} +%n pt</numerusform>
                <numerusform>{rider} +%n pts</numerusform>
            </translation>
        </message>
        <message>
            <location line="+8" />
            <source>Over the summit (case {case}): {riders}.</source>
            <translation>Au sommet (case {case}) : {riders}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Stage {stage} is over.</source>
            <translation>L'étape {stage} est finie.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stage {stage} is won by {rider}.</source>
            <translation>L'étape {stage} est gagnée par {rider}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider}: sprint {s}, endurance {e}, climber {c}.</source>
            <translation>{rider} : sprint {s}, endurance {e}, grimpeur {c}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider} recovers sprint +{s}, endurance +{e}, climber +{c}.</source>
            <translation>{rider} récupère sprint +{s}, endurance +{e}, grimpeur +{c}.</translation>
        </message>
        <message numerus="yes">
            <location line="+16" />
            <source>{rider} buys back %n case(s) with endurance.</source>
            <translation>
                <numerusform>{rider} rachète %n case avec l'endurance.</numerusform>
                <numerusform>{rider} rachète %n cases avec l'endurance.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+8" />
            <source>Stage {stage}: to the start zone.</source>
            <translation>Étape {stage} : en zone de départ.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider} lines up in the start zone.</source>
            <translation>{rider} se place dans la zone de départ.</translation>
        </message>
        <message>
            <location line="+6" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="+74" />
            <source>Turn {turn}: {team}.</source>
            <translation>Tour {turn} : {team}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Two groups join up.</source>
            <translation>Deux groupes se rejoignent.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Ravitaillement: {rider} takes +2 {skill}.</source>
            <translation>Ravitaillement : {rider} prend +2 en {skill}.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{rider} rides away alone.</source>
            <translation>{rider} part seul.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider} pays the fast pace with {skill}.</source>
            <translation>{rider} paie l'allure rapide en {skill}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} cannot hold the fast pace and drops back.</source>
            <translation>{rider} ne tient pas l'allure rapide et recule.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The head of the group breaks away: {riders}.</source>
            <translation>La tête du groupe s'échappe : {riders}.</translation>
        </message>
        <message>
            <location line="+9" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="-11" />
            <location line="+24" />
            <source>The race is over.</source>
            <translation>La course est finie.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="-114" />
            <source>Start zone (place {n} from the front)</source>
            <translation>Zone de départ (place {n} depuis l'avant)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Case {case}: {terrain}</source>
            <translation>Case {case} : {terrain}</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Summit: climber's points 5, 3, 2, 1</source>
            <translation>Sommet : points du grimpeur 5, 3, 2, 1</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/legend.py" line="+148" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="+3" />
            <source>R: ravitaillement (+2 to a skill, optional rule)</source>
            <translation>R : ravitaillement (+2 à une compétence, règle optionnelle)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="-29" />
            <source>A breakaway here costs climber; holding the pace, endurance or climber.</source>
            <translation>Une tentative d'échappée coûte ici du grimpeur ; le maintien d'allure, de l'endurance ou du grimpeur.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A breakaway here costs sprint; holding the pace, endurance or sprint.</source>
            <translation>Une tentative d'échappée coûte ici du sprint ; le maintien d'allure, de l'endurance ou du sprint.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A breakaway here costs sprint; holding the pace, endurance.</source>
            <translation>Une tentative d'échappée coûte ici du sprint ; le maintien d'allure, de l'endurance.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>At the start: sprint {s}, endurance {e}, climber {c}</source>
            <translation>Au départ : sprint {s}, endurance {e}, grimpeur {c}</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Yellow jersey: leader of the general classification</source>
            <translation>Maillot jaune : leader du classement général</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Polka-dot jersey: best climber</source>
            <translation>Maillot à pois : meilleur grimpeur</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Mechanical incident: misses its group's next move</source>
            <translation>Incident mécanique : manque le prochain déplacement de son groupe</translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>Group {n}: {pace} pace, %n case(s) next move</source>
            <translation>
                <numerusform>Groupe {n} : allure {pace}, %n case au prochain déplacement</numerusform>
                <numerusform>Groupe {n} : allure {pace}, %n cases au prochain déplacement</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>The Roue de Vitesse. Outer ring: cases a group rides per turn, by the terrain of its head case and its pace. Middle ring: what a breakaway needs above those cases. Inner ring: what a counter needs above the breakaway's total. Each token is a group (its number on the road) on its pace.</source>
            <translation>La Roue de Vitesse. Anneau extérieur : les cases qu'un groupe parcourt par tour, selon le terrain de sa case de tête et son allure. Anneau du milieu : ce qu'une échappée demande en plus de ces cases. Anneau intérieur : ce qu'un contre demande en plus du total de l'échappée. Chaque jeton est un groupe (son numéro sur la route) posé sur son allure.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Team sheet: each rider's sprint (S), endurance (E) and climber (C) points; struck-out boxes are spent.</source>
            <translation>Fiche d'équipe : les points de sprint (S), d'endurance (E) et de grimpeur (G) de chaque coureur ; les cases barrées sont dépensées.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stage {stage} of {stages}: {course}</source>
            <translation>Étape {stage} sur {stages} : {course}</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Team building: {team} gives a rider 15 points.</source>
            <translation>Composition des équipes : {team} donne 15 points à un coureur.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Start zone: {team} places a rider.</source>
            <translation>Zone de départ : {team} place un coureur.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Between stages: each rider recovers up to 6 points.</source>
            <translation>Entre deux étapes : chaque coureur récupère jusqu'à 6 points.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Breakaway of {rider}: rolled {roll}, needs {needs}.</source>
            <translation>Échappée de {rider} : {roll} au dé, il faut {needs}.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Waiting for {names}.</source>
            <translation>En attente de {names}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/board.py" line="+263" />
            <source>1st</source>
            <comment>the stage's winner</comment>
            <translation>1er</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/legend.py" line="-28" />
            <source>terrain: {name}</source>
            <translation>terrain : {name}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>a group riding at a {pace} pace</source>
            <translation>un groupe qui roule à allure {pace}</translation>
        </message>
        <message>
            <location line="+12" />
            <source>a team sheet's points (S sprint, E endurance, C climber): a struck box is spent</source>
            <translation>les points d'une fiche d'équipe (S sprint, E endurance, G grimpeur) : une case barrée est dépensée</translation>
        </message>
        <message>
            <location line="+11" />
            <source>a summit: mountain points for the first over it</source>
            <translation>un sommet : des points de montagne pour les premiers à le passer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the finish line</source>
            <translation>la ligne d'arrivée</translation>
        </message>
        <message>
            <location line="+9" />
            <source>where you may go (click)</source>
            <translation>case possible (cliquer)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the last move</source>
            <translation>le dernier coup</translation>
        </message>
        <message>
            <location line="+2" />
            <source>leader of the general</source>
            <translation>leader du général</translation>
        </message>
        <message>
            <location line="+1" />
            <source>best climber</source>
            <translation>meilleur grimpeur</translation>
        </message>
    </context>
</TS>
