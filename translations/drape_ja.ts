<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>drape::app::AirPanel</name>
    <message>
        <source>Change turbulence</source>
        <translation>乱流を変更</translation>
    </message>
    <message>
        <source>Change gust seed</source>
        <translation>突風のシードを変更</translation>
    </message>
    <message>
        <source>Change air density</source>
        <translation>空気密度を変更</translation>
    </message>
    <message>
        <source>Change drag coefficient</source>
        <translation>抗力係数を変更</translation>
    </message>
    <message>
        <source>Turn air on</source>
        <translation>空気をオンにする</translation>
    </message>
    <message>
        <source>Turn air off</source>
        <translation>空気をオフにする</translation>
    </message>
    <message>
        <source>Change wind</source>
        <translation>風を変更</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>空気</translation>
    </message>
    <message>
        <source>Air (drag and wind)</source>
        <translation>空気 (抗力と風)</translation>
    </message>
    <message>
        <source>Air drags on the cloth&apos;s triangles and carries the wind. Without it the cloth moves as in a vacuum.</source>
        <translation>空気は布の三角形に抗力を与え、風を運びます。空気がないと、布は真空中のように動きます。</translation>
    </message>
    <message>
        <source>Wind speed (m/s)</source>
        <translation>風速 (m/s)</translation>
    </message>
    <message>
        <source>Wind azimuth (°)</source>
        <translation>風向の方位角 (°)</translation>
    </message>
    <message>
        <source>Wind elevation (°)</source>
        <translation>風向の仰角 (°)</translation>
    </message>
    <message>
        <source>Wind x, y, z</source>
        <translation>風 x, y, z</translation>
    </message>
    <message>
        <source>Turbulence (%)</source>
        <translation>乱流 (%)</translation>
    </message>
    <message>
        <source>Gust seed</source>
        <translation>突風のシード</translation>
    </message>
    <message>
        <source>Air density (kg/m³)</source>
        <translation>空気密度 (kg/m³)</translation>
    </message>
    <message>
        <source>Drag coefficient</source>
        <translation>抗力係数</translation>
    </message>
    <message>
        <source>Mean wind speed; 0 leaves still air, which still drags on a moving cloth. The viewport draws the wind as an arrow.</source>
        <translation>平均風速。0 では静止した空気になりますが、動く布には抗力が働きます。ビューポートは風を矢印で表示します。</translation>
    </message>
    <message>
        <source>Where the wind blows to, in the ground plane: 0° along +x, 90° along +z, 180° along -x, -90° along -z.</source>
        <translation>地面の平面内で風が吹いていく向き: 0° で +x、90° で +z、180° で -x、-90° で -z の方向。</translation>
    </message>
    <message>
        <source>How steeply the wind blows upwards (positive) or downwards (negative).</source>
        <translation>風が上向き (正) または下向き (負) に吹く角度。</translation>
    </message>
    <message>
        <source>Gusts, as a percentage of the wind speed; they change about every half second and travel with the wind.</source>
        <translation>風速に対する割合で表した突風。約 0.5 秒ごとに変化し、風とともに移動します。</translation>
    </message>
    <message>
        <source>The gusts repeat exactly for the same seed; change it for other gusts.</source>
        <translation>同じシードでは突風がまったく同じに繰り返されます。別の突風にするにはシードを変えてください。</translation>
    </message>
    <message>
        <source>Density of the air; 1.2 kg/m³ at sea level.</source>
        <translation>空気の密度。海面では 1.2 kg/m³ です。</translation>
    </message>
    <message>
        <source>Drag coefficient of the cloth&apos;s triangles facing the flow; 1 is a flat plate.</source>
        <translation>流れに向いた布の三角形の抗力係数。1 は平板に相当します。</translation>
    </message>
    <message>
        <source>%1, %2, %3 m/s</source>
        <translation>%1, %2, %3 m/s</translation>
    </message>
</context>
<context>
    <name>drape::app::BakeController</name>
    <message>
        <source>Nothing has been baked yet.</source>
        <translation>まだベイクされていません。</translation>
    </message>
    <message>
        <source>Frame %1 is outside the baked frames.</source>
        <translation>フレーム %1 はベイク済みの範囲外です。</translation>
    </message>
    <message>
        <source>The grid, pins, frame rate or backend changed since the bake: the cloth restarts at rest, so only a re-bake from frame 0 can follow.</source>
        <translation>ベイク後にグリッド、ピン、フレームレートまたはバックエンドが変更されました。布は静止状態から再開するため、フレーム 0 からの再ベイクのみ可能です。</translation>
    </message>
    <message>
        <source>The bake stopped: %1. Nothing new was kept.</source>
        <translation>ベイクが停止しました: %1。新しい結果は保持されていません。</translation>
    </message>
    <message>
        <source>The bake failed: %1</source>
        <translation>ベイクに失敗しました: %1</translation>
    </message>
    <message>
        <source>Baking %1 frames…</source>
        <translation>%1 フレームをベイク中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Bake</source>
        <translation>ベイク</translation>
    </message>
    <message>
        <source>Bake failed</source>
        <translation>ベイク失敗</translation>
    </message>
    <message>
        <source>A bake is already running.</source>
        <translation>ベイクはすでに実行中です。</translation>
    </message>
    <message>
        <source>Cannot bake: %1</source>
        <translation>ベイクできません: %1</translation>
    </message>
</context>
<context>
    <name>drape::app::ClothMeshImport</name>
    <message>
        <source>Meshes (*.obj *.ply *.gltf *.glb *.fbx *.stl);;All files (*)</source>
        <translation>メッシュ (*.obj *.ply *.gltf *.glb *.fbx *.stl);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>drape::app::ClothPanel</name>
    <message>
        <source>Change spacing</source>
        <translation>間隔を変更</translation>
    </message>
    <message>
        <source>Change particle mass</source>
        <translation>パーティクルの質量を変更</translation>
    </message>
    <message>
        <source>Change columns</source>
        <translation>列数を変更</translation>
    </message>
    <message>
        <source>Change rows</source>
        <translation>行数を変更</translation>
    </message>
    <message>
        <source>Change placement</source>
        <translation>配置を変更</translation>
    </message>
    <message>
        <source>Move cloth origin</source>
        <translation>布の原点を移動</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>布</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Spacing (m)</source>
        <translation>間隔 (m)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Origin x, y, z (m)</source>
        <translation>原点 x, y, z (m)</translation>
    </message>
    <message>
        <source>Particle mass (g)</source>
        <translation>パーティクル質量 (g)</translation>
    </message>
    <message>
        <source>Total mass</source>
        <translation>総質量</translation>
    </message>
    <message>
        <source>Areal density</source>
        <translation>面密度</translation>
    </message>
    <message>
        <source>Changing it restarts the cloth at rest.</source>
        <translation>変更すると、布は静止状態からやり直します。</translation>
    </message>
    <message>
        <source>Particles along the cloth&apos;s width. Pins beyond the new width are removed.</source>
        <translation>布の幅方向のパーティクル数。新しい幅の外にあるピンは削除されます。</translation>
    </message>
    <message>
        <source>Particles along the cloth&apos;s height. Pins beyond the new height are removed.</source>
        <translation>布の高さ方向のパーティクル数。新しい高さの外にあるピンは削除されます。</translation>
    </message>
    <message>
        <source>Rest distance between neighbouring particles.</source>
        <translation>隣り合うパーティクル間の静止時の距離。</translation>
    </message>
    <message>
        <source>How the cloth starts: hanging in the x-y plane or lying flat in the x-z plane.</source>
        <translation>布の初期配置: x-y 平面に吊り下げるか、x-z 平面に平らに置くか。</translation>
    </message>
    <message>
        <source>Rest position of the first particle (the top-left corner).</source>
        <translation>最初のパーティクル (左上の角) の静止位置。</translation>
    </message>
    <message>
        <source>Mass of each particle; the total mass and areal density follow from it.</source>
        <translation>各パーティクルの質量。総質量と面密度はこの値から決まります。</translation>
    </message>
    <message>
        <source>Hanging</source>
        <translation>吊り下げ</translation>
    </message>
    <message>
        <source>Lying flat</source>
        <translation>平置き</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>The scene file sets its own axes.</source>
        <translation>シーンファイルが独自の軸を指定しています。</translation>
    </message>
    <message>
        <source>%1 m × %2 m</source>
        <translation>%1 m × %2 m</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>%1 kg/m²</source>
        <translation>%1 kg/m²</translation>
    </message>
    <message>
        <source>Silk</source>
        <translation>シルク</translation>
    </message>
    <message>
        <source>Cotton</source>
        <translation>綿</translation>
    </message>
    <message>
        <source>Denim</source>
        <translation>デニム</translation>
    </message>
    <message>
        <source>Leather</source>
        <translation>革</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>キャンバス</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>ゴム</translation>
    </message>
    <message>
        <source>Use per-spring values</source>
        <translation>ばねごとの値を使う</translation>
    </message>
    <message>
        <source>Use custom material</source>
        <translation>カスタム素材を使う</translation>
    </message>
    <message>
        <source>Use material %1</source>
        <translation>素材「%1」を使う</translation>
    </message>
    <message>
        <source>Change material</source>
        <translation>素材を変更</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>素材</translation>
    </message>
    <message>
        <source>Areal density (g/m²)</source>
        <translation>面密度 (g/m²)</translation>
    </message>
    <message>
        <source>Stretch (N/m)</source>
        <translation>伸び剛性 (N/m)</translation>
    </message>
    <message>
        <source>Shear (N/m)</source>
        <translation>せん断剛性 (N/m)</translation>
    </message>
    <message>
        <source>Bending (N·m)</source>
        <translation>曲げ剛性 (N·m)</translation>
    </message>
    <message>
        <source>Custom (per-spring values)</source>
        <translation>カスタム (ばねごとの値)</translation>
    </message>
    <message>
        <source>Custom (physical units)</source>
        <translation>カスタム (物理単位)</translation>
    </message>
    <message>
        <source>A material gives the cloth&apos;s weight and stiffness in physical units, so the cloth behaves the same at any resolution; it sets the particle mass and the spring stiffness. Per-spring values take the particle mass and the springs as they are.</source>
        <translation>素材は布の重さと剛性を物理単位で与えるため、どの解像度でも布は同じように振る舞います。素材がパーティクル質量とばねの剛性を決めます。「ばねごとの値」では、パーティクル質量とばねをそのまま使います。</translation>
    </message>
    <message>
        <source>Choose a material, or Custom (physical units), to edit it. Shown: the value that gives the per-spring values.</source>
        <translation>編集するには素材か「カスタム (物理単位)」を選んでください。表示されているのは、ばねごとの値に相当する値です。</translation>
    </message>
    <message>
        <source>Mass per square metre of fabric, in grams (the file stores kg/m²).</source>
        <translation>布 1 平方メートルあたりの質量 (グラム)。ファイルには kg/m² で保存されます。</translation>
    </message>
    <message>
        <source>Membrane tension per unit strain when pulled along a grid axis.</source>
        <translation>格子の軸方向に引いたときの、単位ひずみあたりの膜張力。</translation>
    </message>
    <message>
        <source>Membrane shear modulus: resistance to shearing.</source>
        <translation>膜のせん断弾性係数。せん断への抵抗です。</translation>
    </message>
    <message>
        <source>Bending rigidity. Typed in scientific notation, e.g. 1e-5; the arrows step through 1, 2, 5 × 10ⁿ.</source>
        <translation>曲げ剛性。1e-5 のような指数表記で入力します。矢印では 1、2、5 × 10ⁿ の順に変わります。</translation>
    </message>
    <message>
        <source>Set by the material: areal density × area / particles.</source>
        <translation>素材で決まります: 面密度 × 面積 / パーティクル数。</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Grid of %1 × %2 particles</source>
        <translation>%1 × %2 粒子のグリッド</translation>
    </message>
    <message>
        <source>File ▸ Import Cloth Mesh… makes the cloth from a mesh file instead.</source>
        <translation>ファイル ▸ 布メッシュを読み込む… で、代わりにメッシュファイルから布を作ります。</translation>
    </message>
    <message>
        <source>Mesh %1: %2 particles, %3 triangles</source>
        <translation>メッシュ %1: 粒子 %2、三角形 %3</translation>
    </message>
    <message>
        <source>The grid&apos;s size, spacing, origin and placement do not apply to a mesh.</source>
        <translation>グリッドのサイズ、間隔、原点、配置はメッシュには適用されません。</translation>
    </message>
    <message>
        <source>A mesh cloth takes its mass and stiffness from a material.</source>
        <translation>メッシュの布は質量と剛性を素材から取ります。</translation>
    </message>
</context>
<context>
    <name>drape::app::CollidersPanel</name>
    <message>
        <source>Import Mesh Collider</source>
        <translation>メッシュコライダーを読み込む</translation>
    </message>
    <message>
        <source>Rename collider</source>
        <translation>コライダーの名前を変更</translation>
    </message>
    <message>
        <source>Replace Collider Mesh</source>
        <translation>コライダーのメッシュを置き換え</translation>
    </message>
    <message>
        <source>Change collider resolution</source>
        <translation>コライダーの解像度を変更</translation>
    </message>
    <message>
        <source>Change collider</source>
        <translation>コライダーを変更</translation>
    </message>
    <message>
        <source>Move collider</source>
        <translation>コライダーを移動</translation>
    </message>
    <message>
        <source>Rotate collider</source>
        <translation>コライダーを回転</translation>
    </message>
    <message>
        <source>Resize collider</source>
        <translation>コライダーのサイズを変更</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>Sphere</source>
        <translation>球</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>ボックス</translation>
    </message>
    <message>
        <source>Capsule</source>
        <translation>カプセル</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>メッシュ</translation>
    </message>
    <message>
        <source>Add plane collider</source>
        <translation>平面コライダーを追加</translation>
    </message>
    <message>
        <source>Add sphere collider</source>
        <translation>球コライダーを追加</translation>
    </message>
    <message>
        <source>Add box collider</source>
        <translation>ボックスコライダーを追加</translation>
    </message>
    <message>
        <source>Add capsule collider</source>
        <translation>カプセルコライダーを追加</translation>
    </message>
    <message>
        <source>Add mesh collider</source>
        <translation>メッシュコライダーを追加</translation>
    </message>
    <message>
        <source>Cannot use this mesh: %1</source>
        <translation>このメッシュは使用できません: %1</translation>
    </message>
    <message>
        <source>Replace collider mesh</source>
        <translation>コライダーのメッシュを置き換え</translation>
    </message>
    <message>
        <source>Meshes (*.obj *.gltf *.glb *.fbx *.stl *.ply);;All files (*)</source>
        <translation>メッシュ (*.obj *.gltf *.glb *.fbx *.stl *.ply);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Duplicate collider</source>
        <translation>コライダーを複製</translation>
    </message>
    <message>
        <source>Remove collider</source>
        <translation>コライダーを削除</translation>
    </message>
    <message>
        <source>Colliders</source>
        <translation>コライダー</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add a collider: a shape the cloth cannot pass through.</source>
        <translation>コライダーを追加します。布が通り抜けられない形状です。</translation>
    </message>
    <message>
        <source>Mesh…</source>
        <translation>メッシュ…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Add a copy of the selected collider beside it (Ctrl+D).</source>
        <translation>選択したコライダーのコピーを隣に追加します (Ctrl+D)。</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the selected collider (Delete).</source>
        <translation>選択したコライダーを削除します (Delete)。</translation>
    </message>
    <message>
        <source>Select a collider in the list or click one in the view to edit it.</source>
        <translation>編集するには、リストでコライダーを選択するか、ビューでクリックしてください。</translation>
    </message>
    <message>
        <source>Position x, y, z (m)</source>
        <translation>位置 x, y, z (m)</translation>
    </message>
    <message>
        <source>Rotation x, y, z (°)</source>
        <translation>回転 x, y, z (°)</translation>
    </message>
    <message>
        <source>Radius (m)</source>
        <translation>半径 (m)</translation>
    </message>
    <message>
        <source>Half length (m)</source>
        <translation>長さの半分 (m)</translation>
    </message>
    <message>
        <source>Half size x, y, z (m)</source>
        <translation>サイズの半分 x, y, z (m)</translation>
    </message>
    <message>
        <source>Mesh file</source>
        <translation>メッシュファイル</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>スケール</translation>
    </message>
    <message>
        <source>Resolution (cells)</source>
        <translation>解像度 (セル)</translation>
    </message>
    <message>
        <source>Thickness (mm)</source>
        <translation>厚さ (mm)</translation>
    </message>
    <message>
        <source>Friction</source>
        <translation>摩擦</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>置き換え…</translation>
    </message>
    <message>
        <source>Centre of the shape; for a plane a point on it, for a mesh where its origin goes.</source>
        <translation>形状の中心。平面では面上の 1 点、メッシュではその原点を置く位置です。</translation>
    </message>
    <message>
        <source>Turns about the world&apos;s x, then y, then z axis, in degrees.</source>
        <translation>ワールドの x 軸、y 軸、z 軸の順に回転します (度)。</translation>
    </message>
    <message>
        <source>Half the length of the capsule&apos;s axis, without its round ends.</source>
        <translation>カプセルの軸の長さの半分 (丸い端を除く)。</translation>
    </message>
    <message>
        <source>Half the box&apos;s size along its own axes: 0.5 m makes a 1 m box.</source>
        <translation>ボックス自身の軸に沿ったサイズの半分。0.5 m で 1 m のボックスになります。</translation>
    </message>
    <message>
        <source>Scales the mesh file&apos;s units to metres (0.01 for a file in centimetres).</source>
        <translation>メッシュファイルの単位をメートルに換算します (センチメートル単位のファイルなら 0.01)。</translation>
    </message>
    <message>
        <source>Distance-field cells along the mesh&apos;s longest side: more follows the shape more closely, and takes longer to prepare.</source>
        <translation>メッシュの最も長い辺に沿った距離場のセル数。多いほど形状に正確に沿いますが、準備に時間がかかります。</translation>
    </message>
    <message>
        <source>How far the cloth keeps from the surface, in millimetres.</source>
        <translation>布が表面から保つ距離 (ミリメートル)。</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient: 0 slides freely, about 1 grips.</source>
        <translation>クーロン摩擦係数。0 で自由に滑り、1 程度でしっかり止まります。</translation>
    </message>
    <message>
        <source>A scene can have at most %1 colliders: remove one to add another.</source>
        <translation>1 つのシーンに置けるコライダーは最大 %1 個です。追加するには 1 つ削除してください。</translation>
    </message>
    <message>
        <source>A scene can have at most %1 mesh colliders: remove one to add another.</source>
        <translation>1 つのシーンに置けるメッシュコライダーは最大 %1 個です。追加するには 1 つ削除してください。</translation>
    </message>
    <message>
        <source>Type a new name for the selected collider (F2).</source>
        <translation>選択したコライダーの新しい名前を入力します (F2)。</translation>
    </message>
    <message>
        <source>Locate Collider Mesh</source>
        <translation>コライダーのメッシュを探す</translation>
    </message>
    <message>
        <source>Locate collider mesh</source>
        <translation>コライダーのメッシュを探す</translation>
    </message>
    <message>
        <source>Locate…</source>
        <translation>探す…</translation>
    </message>
    <message>
        <source>Find the missing mesh file of the selected collider: choose where it is now.</source>
        <translation>選択したコライダーの見つからないメッシュファイルを探します: 現在の場所を選んでください。</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (見つかりません)</translation>
    </message>
    <message>
        <source>On a keyed collider: its pose at the frame on show; an edit sets the key at that frame.</source>
        <translation>キーのあるコライダーでは、表示中のフレームでの姿勢です。編集するとそのフレームにキーを設定します。</translation>
    </message>
    <message>
        <source>Change key interpolation</source>
        <translation>キーの補間を変更</translation>
    </message>
    <message>
        <source>Set key at frame %1</source>
        <translation>フレーム %1 にキーを設定</translation>
    </message>
    <message>
        <source>Delete key at frame %1</source>
        <translation>フレーム %1 のキーを削除</translation>
    </message>
    <message>
        <source>Still</source>
        <translation>静止</translation>
    </message>
    <message>
        <source>One key, at frame %1</source>
        <translation>キー 1 個(フレーム %1)</translation>
    </message>
    <message>
        <source>%1 keys, frames %2 to %3</source>
        <translation>キー %1 個(フレーム %2 〜 %3)</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>動き</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>スムーズ</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>リニア</translation>
    </message>
    <message>
        <source>How a keyed collider goes from key to key: smooth (easing in and out) or linear (at constant speed).</source>
        <translation>キーのあるコライダーがキーからキーへ動く方法:スムーズ(加減速あり)またはリニア(等速)。</translation>
    </message>
</context>
<context>
    <name>drape::app::EditorCommandLine</name>
    <message>
        <source>Drape: cloth authoring</source>
        <translation>Drape: 布シミュレーションの作成</translation>
    </message>
    <message>
        <source>Scene file to open (.drape).</source>
        <translation>開くシーンファイル (.drape)。</translation>
    </message>
    <message>
        <source>Play N frames as fast as possible, print the frame rate, then quit.</source>
        <translation>N フレームをできるだけ速く再生し、フレームレートを表示して終了します。</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE, then quit.</source>
        <translation>ウィンドウの画像を FILE に保存して終了します。</translation>
    </message>
    <message>
        <source>Start with the strain heat-map on (View &gt; Strain Heat-Map).</source>
        <translation>ひずみヒートマップをオンにして起動します (表示 &gt; ひずみヒートマップ)。</translation>
    </message>
    <message>
        <source>The strain the heat-map draws red, in percent (implies --heat-map).</source>
        <translation>ヒートマップで赤く表示するひずみ (パーセント)。--heat-map も有効になります。</translation>
    </message>
    <message>
        <source>With --screenshot, save the 3D view alone instead of the whole window.</source>
        <translation>--screenshot と併用すると、ウィンドウ全体ではなく 3D ビューだけを保存します。</translation>
    </message>
</context>
<context>
    <name>drape::app::ExportDialog</name>
    <message>
        <source>glTF 2.0 binary (*.glb);;glTF 2.0 with .bin (*.gltf);;FBX binary (*.fbx);;OBJ sequence (*.obj);;PC2 point cache with an OBJ mesh (*.pc2)</source>
        <translation>glTF 2.0 バイナリ (*.glb);;glTF 2.0 と .bin (*.gltf);;FBX バイナリ (*.fbx);;OBJ シーケンス (*.obj);;PC2 ポイントキャッシュと OBJ メッシュ (*.pc2)</translation>
    </message>
    <message>
        <source>Export Baked Frames</source>
        <translation>ベイク済みフレームをエクスポート</translation>
    </message>
    <message>
        <source>Nothing baked yet</source>
        <translation>まだベイクされていません</translation>
    </message>
    <message>
        <source>Unknown extension: use .glb, .gltf, .fbx, .obj or .pc2</source>
        <translation>不明な拡張子です: .glb、.gltf、.fbx、.obj、.pc2 のいずれかを使用してください</translation>
    </message>
    <message>
        <source>%1 in %2 frames (%3)</source>
        <translation>%2 フレームで %1 (%3)</translation>
    </message>
    <message>
        <source>Cannot export to %1: nothing has been baked yet.</source>
        <translation>%1 にエクスポートできません: まだベイクされていません。</translation>
    </message>
    <message>
        <source>Cannot export to %1: unknown extension; use .glb, .gltf, .fbx, .obj or .pc2.</source>
        <translation>%1 にエクスポートできません: 不明な拡張子です。.glb、.gltf、.fbx、.obj、.pc2 のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 をエクスポート中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Cannot export to %1: %2</source>
        <translation>%1 にエクスポートできません: %2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポート失敗</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>First frame:</source>
        <translation>最初のフレーム:</translation>
    </message>
    <message>
        <source>Last frame:</source>
        <translation>最後のフレーム:</translation>
    </message>
    <message>
        <source>Every n-th frame:</source>
        <translation>n フレームごと:</translation>
    </message>
    <message>
        <source>Include normals</source>
        <translation>法線を含める</translation>
    </message>
    <message>
        <source>Expected size:</source>
        <translation>予想サイズ:</translation>
    </message>
    <message>
        <source>Include colliders (glTF, FBX)</source>
        <translation>コライダーを含める（glTF、FBX）</translation>
    </message>
</context>
<context>
    <name>drape::app::FrameCostGuard</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Slow scene</source>
        <translation>重いシーン</translation>
    </message>
    <message>
        <source>A frame of this %1 × %2 cloth (%3 particles, %4 substeps a frame) will take about %5 s on the %6, by its measured speed: %7× real time.</source>
        <translation>この %1 × %2 のクロス(%3 パーティクル、1 フレームあたり %4 サブステップ)の 1 フレームは、%6 の実測速度で約 %5 秒かかります: 実時間の %7 倍。</translation>
    </message>
    <message>
        <source>The editor stays responsive while it plays: Space or Esc pauses at once.</source>
        <translation>再生中もエディタは操作できます: Space または Esc ですぐに一時停止します。</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Go On Paused</source>
        <translation>一時停止して続ける</translation>
    </message>
    <message>
        <source>A frame of this mesh cloth (%1 particles, %2 substeps a frame) will take about %3 s on the %4, by its measured speed: %5× real time.</source>
        <translation>このメッシュの布(%1 パーティクル、1 フレームあたり %2 サブステップ)の 1 フレームは、%4 の実測速度で約 %3 秒かかります: 実時間の %5 倍。</translation>
    </message>
    <message>
        <source>A frame of these %1 cloths (%2 particles, %3 substeps a frame) will take about %4 s on the %5, by their measured speed: %6× real time.</source>
        <translation>これら %1 枚の布(%2 パーティクル、1 フレームあたり %3 サブステップ)の 1 フレームは、%5 の実測速度で約 %4 秒かかります: 実時間の %6 倍。</translation>
    </message>
</context>
<context>
    <name>drape::app::KeyStrip</name>
    <message>
        <source>Move key from frame %1 to %2</source>
        <translation>キーをフレーム %1 から %2 へ移動</translation>
    </message>
    <message>
        <source>Key at frame %1: drag to move it</source>
        <translation>フレーム %1 のキー:ドラッグで移動</translation>
    </message>
</context>
<context>
    <name>drape::app::MainWindow</name>
    <message>
        <source>Drape scenes (*.drape)</source>
        <translation>Drape シーン (*.drape)</translation>
    </message>
    <message>
        <source>Edit refused: %1</source>
        <translation>変更を適用できません: %1</translation>
    </message>
    <message>
        <source>Simulation diverged</source>
        <translation>シミュレーションが発散しました</translation>
    </message>
    <message>
        <source>GPU backend unavailable, using the CPU: %1</source>
        <translation>GPU バックエンドを使用できないため、CPU を使用します: %1</translation>
    </message>
    <message>
        <source>About Drape</source>
        <translation>Drape について</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drape %1&lt;/b&gt;&lt;p&gt;Cloth authoring with a GPU mass-spring engine.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Drape %1&lt;/b&gt;&lt;p&gt;GPU 上の質点-ばねエンジンで布を作成・編集するツールです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>サンプル(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>シミュレーション(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>再生 / 一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tep One Frame</source>
        <translation>1 フレーム進める(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Reset to Rest</source>
        <translation>静止状態に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>ワイヤーフレーム(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Particles</source>
        <translation>パーティクル(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Frame All</source>
        <translation>全体を表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;About Drape</source>
        <translation>Drape について(&amp;A)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>&lt;opened scene&gt;</source>
        <translation>&lt;開いたシーン&gt;</translation>
    </message>
    <message>
        <source>%1 (not saved)</source>
        <translation>%1 (未保存)</translation>
    </message>
    <message>
        <source>%1[*] — Drape</source>
        <translation>%1[*] — Drape</translation>
    </message>
    <message>
        <source>no OpenGL</source>
        <translation>OpenGL なし</translation>
    </message>
    <message>
        <source>Backend: %1</source>
        <translation>バックエンド: %1</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>フレーム %1</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>シーンを開けません</translation>
    </message>
    <message>
        <source>Cannot save the scene</source>
        <translation>シーンを保存できません</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The scene has unsaved changes. Save them first?</source>
        <translation>シーンに未保存の変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>シーンを開く</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>シーンを保存</translation>
    </message>
    <message>
        <source>Flag (pinned at two corners)</source>
        <translation>旗 (2 つの角を固定)</translation>
    </message>
    <message>
        <source>Curtain (pinned along the top)</source>
        <translation>カーテン (上端を固定)</translation>
    </message>
    <message>
        <source>Sheet (lying flat, four corners)</source>
        <translation>シート (水平、4 隅を固定)</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>未保存の変更を復元</translation>
    </message>
    <message>
        <source>Drape did not close properly. Restore the unsaved changes to %1 saved at %2?</source>
        <translation>Drape は正しく終了しませんでした。%2 に保存された %1 の未保存の変更を復元しますか?</translation>
    </message>
    <message>
        <source>&amp;Bake…</source>
        <translation>ベイク(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Export the baked frames.</source>
        <translation>ベイク済みフレームをエクスポートします。</translation>
    </message>
    <message>
        <source>Bake first (Simulation ▸ Bake…): export writes the baked frames.</source>
        <translation>先にベイクしてください (シミュレーション ▸ ベイク…)。エクスポートはベイク済みフレームを書き出します。</translation>
    </message>
    <message>
        <source>Baked frame %1</source>
        <translation>ベイク済みフレーム %1</translation>
    </message>
    <message>
        <source>Paint &amp;Pins</source>
        <translation>ピンをペイント(&amp;P)</translation>
    </message>
    <message>
        <source>Paint pins on the cloth (B): drag to pin, Ctrl+drag to unpin; [ and ] size the brush.</source>
        <translation>布にピンをペイントします (B)。ドラッグでピン留め、Ctrl+ドラッグで解除、[ と ] でブラシのサイズを変更します。</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Strain &amp;Heat-Map</source>
        <translation>ひずみヒートマップ(&amp;H)</translation>
    </message>
    <message>
        <source>Colour the cloth by how far its springs are stretched (H); the Springs panel sets the strain drawn red.</source>
        <translation>ばねの伸び具合で布を色分けします (H)。赤で表示するひずみは「ばね」パネルで設定します。</translation>
    </message>
    <message>
        <source>Cloth over a sphere</source>
        <translation>球にかかる布</translation>
    </message>
    <message>
        <source>Cloth over a torus (mesh collider)</source>
        <translation>トーラスにかかる布（メッシュコライダー）</translation>
    </message>
    <message>
        <source>Silk over a sphere (against denim)</source>
        <translation>球にかかるシルク（デニムとの比較）</translation>
    </message>
    <message>
        <source>Denim over a sphere (against silk)</source>
        <translation>球にかかるデニム（シルクとの比較）</translation>
    </message>
    <message>
        <source>Flag in the wind</source>
        <translation>風になびく旗</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>ウィンドウ(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>レイアウトをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>Find Missing Files</source>
        <translation>見つからないファイルを探す</translation>
    </message>
    <message>
        <source>Find &amp;Missing Files…</source>
        <translation>見つからないファイルを探す(&amp;M)…</translation>
    </message>
    <message>
        <source>1 collider file missing</source>
        <translation>コライダーファイルが 1 個見つかりません</translation>
    </message>
    <message>
        <source>%1 collider files missing</source>
        <translation>コライダーファイルが %1 個見つかりません</translation>
    </message>
    <message>
        <source>Every collider file of the scene is in place.</source>
        <translation>シーンのコライダーファイルはすべて揃っています。</translation>
    </message>
    <message>
        <source>Search a folder and its subfolders for the missing collider files.</source>
        <translation>フォルダーとそのサブフォルダーから見つからないコライダーファイルを探します。</translation>
    </message>
    <message>
        <source>Find missing files</source>
        <translation>見つからないファイルを探す</translation>
    </message>
    <message>
        <source>Found %1 of %2 missing collider files in %3.</source>
        <translation>%3 で見つからないコライダーファイル %2 個のうち %1 個が見つかりました。</translation>
    </message>
    <message>
        <source>Still missing: %1.</source>
        <translation>まだ見つかりません: %1。</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>一時停止(&amp;A)</translation>
    </message>
    <message>
        <source>Frame %1 (next %2%)</source>
        <translation>フレーム %1 (次 %2%)</translation>
    </message>
    <message>
        <source>Import Cloth Mesh</source>
        <translation>布メッシュを読み込む</translation>
    </message>
    <message>
        <source>&amp;Import Cloth Mesh…</source>
        <translation>布メッシュを読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>Make the cloth from a mesh file (OBJ, PLY, glTF, FBX): a cape, a skirt, a round tablecloth. Vertices painted pure red are pinned.</source>
        <translation>メッシュファイル (OBJ、PLY、glTF、FBX) から布を作ります: ケープ、スカート、丸いテーブルクロス。純粋な赤で塗られた頂点は固定されます。</translation>
    </message>
    <message>
        <source>Import cloth mesh %1</source>
        <translation>布メッシュ %1 を読み込む</translation>
    </message>
    <message>
        <source>Round tablecloth (mesh cloth)</source>
        <translation>丸いテーブルクロス (メッシュの布)</translation>
    </message>
    <message>
        <source>Cape in a breeze (mesh cloth)</source>
        <translation>そよ風のケープ (メッシュの布)</translation>
    </message>
    <message>
        <source>Skirt (mesh cloth)</source>
        <translation>スカート (メッシュの布)</translation>
    </message>
    <message>
        <source>Cloth piling up (self-collision)</source>
        <translation>積み重なる布（自己衝突）</translation>
    </message>
    <message>
        <source>Cloth folding over a sphere (self-collision)</source>
        <translation>球の上で折り重なる布（自己衝突）</translation>
    </message>
    <message>
        <source>Collision &amp;Thickness</source>
        <translation>衝突の厚み(&amp;T)</translation>
    </message>
    <message>
        <source>Draw each particle as a disc as wide as the self-collision thickness: where two layers&apos; discs overlap, they are closer than it.</source>
        <translation>各パーティクルを自己衝突の厚みと同じ幅の円で描きます。2つの層の円が重なる所では、層どうしがその厚みより近づいています。</translation>
    </message>
    <message>
        <source>Open Wedge Sheet</source>
        <translation>ウェッジの一覧を開く</translation>
    </message>
    <message>
        <source>Wedge manifests (*.json)</source>
        <translation>ウェッジのマニフェスト (*.json)</translation>
    </message>
    <message>
        <source>Open &amp;Wedge Sheet…</source>
        <translation>ウェッジの一覧を開く(&amp;W)…</translation>
    </message>
    <message>
        <source>Show the contact sheet of a wedge baked by drape-cli wedge, and open a variant by clicking its picture.</source>
        <translation>drape-cli wedge で計算したウェッジの一覧を表示します。画像をクリックするとそのバリエーションを開きます。</translation>
    </message>
    <message>
        <source>%1 has no contact sheet yet: make it with drape-cli wedge --sheet %1</source>
        <translation>%1 にはまだ一覧がありません。drape-cli wedge --sheet %1 で作成してください</translation>
    </message>
    <message>
        <source>Curtain drawn open (keyed rings)</source>
        <translation>開かれるカーテン(キー付きのリング)</translation>
    </message>
    <message>
        <source>Tablecloth pulled off a table (keyed hand)</source>
        <translation>テーブルから引き抜かれるテーブルクロス(キー付きの手)</translation>
    </message>
    <message>
        <source>Flag carried along (keyed pole)</source>
        <translation>運ばれる旗(キー付きのポール)</translation>
    </message>
    <message>
        <source>Set &amp;Key</source>
        <translation>キーを設定(&amp;K)</translation>
    </message>
    <message>
        <source>Key the selected collider&apos;s pose at the frame on show (K): keyed, it moves from key to key as the cloth plays.</source>
        <translation>選択したコライダーの表示中フレームの姿勢をキーにします(K)。キーがあると再生中にキーからキーへ動きます。</translation>
    </message>
    <message>
        <source>&amp;Delete Key</source>
        <translation>キーを削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected collider&apos;s key at the frame on show (Alt+K).</source>
        <translation>選択したコライダーの表示中フレームのキーを削除します(Alt+K)。</translation>
    </message>
</context>
<context>
    <name>drape::app::OutlinerPanel</name>
    <message>
        <source>Add cloth</source>
        <translation>布を追加</translation>
    </message>
    <message>
        <source>Remove cloth</source>
        <translation>布を削除</translation>
    </message>
    <message>
        <source>Remove collider</source>
        <translation>コライダーを削除</translation>
    </message>
    <message>
        <source>Rename cloth</source>
        <translation>布の名前を変更</translation>
    </message>
    <message>
        <source>Rename collider</source>
        <translation>コライダーの名前を変更</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>アウトライナー</translation>
    </message>
    <message>
        <source>Cloths</source>
        <translation>布</translation>
    </message>
    <message>
        <source>Colliders</source>
        <translation>コライダー</translation>
    </message>
    <message>
        <source>Add Cloth</source>
        <translation>布を追加</translation>
    </message>
    <message>
        <source>Add a cloth lying flat above the others: playing drops it onto them.</source>
        <translation>ほかの布の上に平らな布を追加します: 再生するとその上に落ちます。</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Type a new name for the selected cloth or collider (F2).</source>
        <translation>選択した布またはコライダーの新しい名前を入力します (F2)。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>A scene needs a cloth: this one is its last.</source>
        <translation>シーンには布が必要です: これが最後の 1 枚です。</translation>
    </message>
    <message>
        <source>Remove the selected cloth or collider (Delete).</source>
        <translation>選択した布またはコライダーを削除します (Delete)。</translation>
    </message>
    <message>
        <source>A scene can have at most %1 cloths: remove one to add another.</source>
        <translation>シーンに置ける布は最大 %1 枚です: 追加するには 1 枚削除してください。</translation>
    </message>
</context>
<context>
    <name>drape::app::PinsPanel</name>
    <message>
        <source>Clear pins</source>
        <translation>ピンをすべて解除</translation>
    </message>
    <message>
        <source>Unpin every particle: the whole cloth falls.</source>
        <translation>すべてのパーティクルのピンを外します。布全体が落下します。</translation>
    </message>
    <message>
        <source>Top edge</source>
        <translation>上端</translation>
    </message>
    <message>
        <source>Pin top edge</source>
        <translation>上端をピン留め</translation>
    </message>
    <message>
        <source>Pin every particle of the first row, like a curtain on its rail.</source>
        <translation>カーテンレールに掛けたカーテンのように、1 行目のすべてのパーティクルをピン留めします。</translation>
    </message>
    <message>
        <source>Top corners</source>
        <translation>上の両角</translation>
    </message>
    <message>
        <source>Pin top corners</source>
        <translation>上の両角をピン留め</translation>
    </message>
    <message>
        <source>Pin the two ends of the first row, like a banner.</source>
        <translation>横断幕のように、1 行目の両端をピン留めします。</translation>
    </message>
    <message>
        <source>All corners</source>
        <translation>四隅</translation>
    </message>
    <message>
        <source>Pin all corners</source>
        <translation>四隅をピン留め</translation>
    </message>
    <message>
        <source>Pin the four corners of the cloth.</source>
        <translation>布の四隅をピン留めします。</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>左端</translation>
    </message>
    <message>
        <source>Pin left edge</source>
        <translation>左端をピン留め</translation>
    </message>
    <message>
        <source>Pin every particle of the first column, like a flag on its pole.</source>
        <translation>旗竿に付けた旗のように、1 列目のすべてのパーティクルをピン留めします。</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>中央</translation>
    </message>
    <message>
        <source>Pin centre</source>
        <translation>中央をピン留め</translation>
    </message>
    <message>
        <source>Pin the middle particle only.</source>
        <translation>中央のパーティクルだけをピン留めします。</translation>
    </message>
    <message>
        <source>Pins</source>
        <translation>ピン</translation>
    </message>
    <message numerus="yes">
        <source>%n more held by pin groups that follow their keys</source>
        <translation>
            <numerusform>さらに %n 個がキーに従うピングループに保持</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pinned of %1</source>
        <translation>
            <numerusform>%1 個中 %n 個をピン留め</numerusform>
        </translation>
    </message>
    <message>
        <source>Brush radius (px)</source>
        <translation>ブラシ半径 (px)</translation>
    </message>
    <message>
        <source>Size of the pin brush on screen; [ and ] in the view change it too.</source>
        <translation>画面上でのピンブラシの大きさ。ビューで [ と ] を押しても変更できます。</translation>
    </message>
    <message>
        <source>Paint Pins (B): drag over the cloth to pin, Ctrl+drag to unpin. Changing the pins restarts the cloth at rest.</source>
        <translation>ピンをペイント (B): 布の上をドラッグしてピン留め、Ctrl+ドラッグで解除します。ピンを変更すると布は静止状態からやり直します。</translation>
    </message>
    <message>
        <source>A mesh cloth has no grid edges: paint its pins with the brush.</source>
        <translation>メッシュの布にはグリッドの縁がありません: ブラシでピンを塗ってください。</translation>
    </message>
    <message>
        <source>Pin group</source>
        <translation>ピングループ</translation>
    </message>
    <message>
        <source>Group pins</source>
        <translation>ピンをグループ化</translation>
    </message>
    <message>
        <source>Ungroup pins</source>
        <translation>ピングループを解除</translation>
    </message>
    <message>
        <source>Key pin group</source>
        <translation>ピングループにキーを設定</translation>
    </message>
    <message>
        <source>Delete pin group key</source>
        <translation>ピングループのキーを削除</translation>
    </message>
    <message>
        <source>Select a pin group to pose and key it.</source>
        <translation>ポーズとキーを設定するピングループを選択してください。</translation>
    </message>
    <message>
        <source>No keys: it holds its particles at rest. Frame %1 on show.</source>
        <translation>キーなし: 粒子を静止位置に保持します。表示中のフレーム %1。</translation>
    </message>
    <message numerus="yes">
        <source>Keys: %n, frames %1 to %2. Frame %3 on show.</source>
        <translation>
            <numerusform>キー: %n 個、フレーム %1 から %2。表示中のフレーム %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pin groups</source>
        <translation>ピングループ</translation>
    </message>
    <message>
        <source>Group the pins</source>
        <translation>ピンをグループ化</translation>
    </message>
    <message>
        <source>Make the pins one group that can follow keys, as a curtain&apos;s rings or a collar do.</source>
        <translation>ピンを、カーテンのリングや襟のようにキーに従う一つのグループにします。</translation>
    </message>
    <message>
        <source>Ungroup</source>
        <translation>グループ解除</translation>
    </message>
    <message>
        <source>Give the selected group&apos;s particles back as pins, held at rest.</source>
        <translation>選択したグループの粒子を静止位置に保持されたピンに戻します。</translation>
    </message>
    <message>
        <source>Move (m)</source>
        <translation>移動 (m)</translation>
    </message>
    <message>
        <source>Turn (°)</source>
        <translation>回転 (°)</translation>
    </message>
    <message>
        <source>Editing the move or turn keys the group at the frame on show.</source>
        <translation>移動または回転を編集すると、表示中のフレームでグループにキーが設定されます。</translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation>キーを削除</translation>
    </message>
    <message>
        <source>Delete the selected group&apos;s key at the frame on show.</source>
        <translation>表示中のフレームにある選択グループのキーを削除します。</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n pinned</source>
        <translation>
            <numerusform>%1 · %n 個をピン留め</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drape::app::SceneDocument</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: ファイルを開けません: %2</translation>
    </message>
    <message>
        <source>Cannot save: %1</source>
        <translation>保存できません: %1</translation>
    </message>
</context>
<context>
    <name>drape::app::SelfCollisionPanel</name>
    <message>
        <source>Thickness (mm)</source>
        <translation>厚さ (mm)</translation>
    </message>
    <message>
        <source>The least distance kept between particles of two layers of the cloth; at most 1.5 times the spacing, and at least 0.7 times it so that no particle slips between two others. View ▸ Collision Thickness draws it.</source>
        <translation>布の2つの層のパーティクルの間に保たれる最小距離です。間隔の1.5倍以下で、パーティクルが他の2つの間をすり抜けないよう0.7倍以上にします。表示 ▸ 衝突の厚み で描画されます。</translation>
    </message>
    <message>
        <source>Change self-collision thickness</source>
        <translation>自己衝突の厚みを変更</translation>
    </message>
    <message>
        <source>Friction between layers</source>
        <translation>層間の摩擦</translation>
    </message>
    <message>
        <source>Coulomb friction where the cloth touches itself: 0 lets layers slide freely, about 0.5 holds folds in place.</source>
        <translation>布が自身に触れる所のクーロン摩擦です。0 では層が自由に滑り、0.5 程度で折り目がその場に留まります。</translation>
    </message>
    <message>
        <source>Change self-collision friction</source>
        <translation>自己衝突の摩擦を変更</translation>
    </message>
    <message>
        <source>Turn self-collision on</source>
        <translation>自己衝突をオン</translation>
    </message>
    <message>
        <source>Turn self-collision off</source>
        <translation>自己衝突をオフ</translation>
    </message>
    <message>
        <source>Self-collision</source>
        <translation>自己衝突</translation>
    </message>
    <message>
        <source>Self-collision (layers stay apart)</source>
        <translation>自己衝突（層が離れたまま）</translation>
    </message>
    <message>
        <source>Keeps folds and layers of the cloth from passing through each other.</source>
        <translation>布の折り目や層が互いにすり抜けないようにします。</translation>
    </message>
</context>
<context>
    <name>drape::app::SimulationController</name>
    <message>
        <source>no OpenGL context yet</source>
        <translation>OpenGL コンテキストがまだありません</translation>
    </message>
    <message>
        <source>The simulation diverged at frame %1 (%2) and was reset to rest. Lower the stiffness or raise the substeps.</source>
        <translation>シミュレーションがフレーム %1 で発散したため (%2)、静止状態に戻しました。剛性を下げるか、サブステップ数を増やしてください。</translation>
    </message>
    <message>
        <source>Colliders left out of the simulation (the cloth goes on without them): %1</source>
        <translation>シミュレーションから除外されたコライダー (布はそれらなしで続行します): %1</translation>
    </message>
</context>
<context>
    <name>drape::app::SimulationPanel</name>
    <message>
        <source>Change frame rate</source>
        <translation>フレームレートを変更</translation>
    </message>
    <message>
        <source>Change substeps</source>
        <translation>サブステップ数を変更</translation>
    </message>
    <message>
        <source>Change bake length</source>
        <translation>ベイクの長さを変更</translation>
    </message>
    <message>
        <source>Change backend</source>
        <translation>バックエンドを変更</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>シミュレーション</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Advance the simulation by one frame.</source>
        <translation>シミュレーションを 1 フレーム進めます。</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Put the cloth back at rest, at frame 0.</source>
        <translation>布をフレーム 0 の静止状態に戻します。</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>フレーム/秒</translation>
    </message>
    <message>
        <source>Substeps per frame</source>
        <translation>サブステップ/フレーム</translation>
    </message>
    <message>
        <source>Frames to bake</source>
        <translation>ベイクするフレーム数</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <source>Frame rate of the simulation; each frame is computed in substeps.</source>
        <translation>シミュレーションのフレームレート。各フレームはサブステップに分けて計算されます。</translation>
    </message>
    <message>
        <source>Time steps per frame. More are slower but keep stiff cloth stable (see the Springs panel).</source>
        <translation>1 フレームを何ステップに分けて計算するか。多いほど遅くなりますが、硬い布も安定します (「ばね」パネルを参照)。</translation>
    </message>
    <message>
        <source>Frames a bake writes, frame 0 included.</source>
        <translation>ベイクで書き出すフレーム数 (フレーム 0 を含む)。</translation>
    </message>
    <message>
        <source>Where the cloth is computed. Automatic uses the GPU when it can.</source>
        <translation>布を計算する場所。「自動」では、可能なら GPU を使います。</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Running on</source>
        <translation>実行デバイス</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>フレーム</translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation>シミュレーション時間</translation>
    </message>
    <message>
        <source>One frame takes</source>
        <translation>1 フレームの計算時間</translation>
    </message>
    <message>
        <source>GPU unavailable: %1</source>
        <translation>GPU を使用できません: %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Use automatic substeps</source>
        <translation>サブステップを自動にする</translation>
    </message>
    <message>
        <source>Use manual substeps</source>
        <translation>サブステップを手動にする</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Automatic substeps: the fewest stable ones for the stiffness, mass and frame rate, picked again after every change (see the Springs panel).</source>
        <translation>自動サブステップ: 剛性・質量・フレームレートに対して安定する最少のサブステップ数を、変更のたびに選び直します (「ばね」パネルを参照)。</translation>
    </message>
    <message>
        <source>Picked automatically from the stability bound; untick Auto to set them yourself.</source>
        <translation>安定限界から自動で選ばれます。自分で設定するには「自動」のチェックを外してください。</translation>
    </message>
    <message>
        <source>Iterations per step</source>
        <translation>ステップあたりの反復回数</translation>
    </message>
    <message>
        <source>The implicit integrator&apos;s iterations per step: more bring each step closer to backward Euler&apos;s solution (a smaller residual, shown in the Springs panel) and take longer. Changed while the cloth plays, without a reset.</source>
        <translation>陰的積分の 1 ステップあたりの反復回数。多いほど各ステップが後退オイラー法の解に近づき (残差が小さくなります。「ばね」パネルに表示)、時間がかかります。再生中もリセットせずに変更されます。</translation>
    </message>
    <message>
        <source>Change iterations</source>
        <translation>反復回数を変更</translation>
    </message>
    <message>
        <source>Change integrator</source>
        <translation>積分法を変更</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分法</translation>
    </message>
    <message>
        <source>How a step advances the cloth. Verlet (explicit, the default) is stable only below a time step set by the stiffness and mass (see the Springs panel). Implicit (backward Euler) is stable at any time step, one substep per frame will do, and it damps fast motion. Changing it restarts the cloth at rest.</source>
        <translation>1 ステップで布を進める方法。Verlet (陽的、既定) は剛性と質量で決まる時間刻み未満でのみ安定です (「ばね」パネルを参照)。陰的 (後退オイラー法) はどの時間刻みでも安定で、1 フレームに 1 サブステップで足り、速い動きを減衰させます。変更すると、布は静止状態からやり直します。</translation>
    </message>
    <message>
        <source>Verlet</source>
        <translation>Verlet</translation>
    </message>
    <message>
        <source>Implicit</source>
        <translation>陰的</translation>
    </message>
    <message>
        <source>Automatic substeps: one per frame, as the implicit integrator has no stability bound.</source>
        <translation>自動サブステップ: 陰的積分には安定限界がないため、1 フレームに 1 つです。</translation>
    </message>
    <message>
        <source>One per frame under the implicit integrator; untick Auto to set them yourself.</source>
        <translation>陰的積分では 1 フレームに 1 つです。自分で設定するには「自動」のチェックを外してください。</translation>
    </message>
    <message>
        <source>Time steps per frame. The implicit integrator is stable with one; more follow fast motion more closely and damp it less.</source>
        <translation>1 フレームを何ステップに分けて計算するか。陰的積分は 1 つで安定です。多いほど速い動きに忠実に従い、減衰が少なくなります。</translation>
    </message>
</context>
<context>
    <name>drape::app::SpringsPanel</name>
    <message>
        <source>Change damping</source>
        <translation>減衰を変更</translation>
    </message>
    <message>
        <source>Change gravity</source>
        <translation>重力を変更</translation>
    </message>
    <message>
        <source>Change stiffness</source>
        <translation>剛性を変更</translation>
    </message>
    <message numerus="yes">
        <source>Use %n substeps</source>
        <translation>
            <numerusform>サブステップ数を %n にする</numerusform>
        </translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>ばね</translation>
    </message>
    <message>
        <source>Structural (N/m)</source>
        <translation>構造 (N/m)</translation>
    </message>
    <message>
        <source>Shear (N/m)</source>
        <translation>せん断 (N/m)</translation>
    </message>
    <message>
        <source>Flexion (N/m)</source>
        <translation>曲げ (N/m)</translation>
    </message>
    <message>
        <source>Gravity x, y, z (m/s²)</source>
        <translation>重力 x, y, z (m/s²)</translation>
    </message>
    <message>
        <source>Stiffness of each spring of this type; 0 switches the type off.</source>
        <translation>この種類の各ばねの剛性。0 にするとこの種類のばねは無効になります。</translation>
    </message>
    <message>
        <source>Springs between neighbours along rows and columns: they resist stretching.</source>
        <translation>行と列に沿って隣り合うパーティクルを結ぶばね。伸びに抵抗します。</translation>
    </message>
    <message>
        <source>Diagonal springs: they resist shearing.</source>
        <translation>対角方向のばね。せん断に抵抗します。</translation>
    </message>
    <message>
        <source>Acceleration of gravity; Earth&apos;s is 9.81 m/s² downwards (negative y).</source>
        <translation>重力加速度。地球では下向き (y の負の向き) に 9.81 m/s² です。</translation>
    </message>
    <message numerus="yes">
        <source>The cloth will explode: the time step is too long for this stiffness and mass. Use at least %n substeps per frame.</source>
        <translation>
            <numerusform>布が爆発します: この剛性と質量に対して時間刻みが長すぎます。1 フレームあたり %n 以上のサブステップを使用してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cloth will explode: even %n substeps per frame are too few. Lower the stiffness, raise the particle mass or lower the frame rate.</source>
        <translation>
            <numerusform>布が爆発します: 1 フレームあたり %n サブステップでも足りません。剛性を下げるか、パーティクル質量を増やすか、フレームレートを下げてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Use automatic substeps</source>
        <translation>サブステップを自動にする</translation>
    </message>
    <message>
        <source>Use manual substeps</source>
        <translation>サブステップを手動にする</translation>
    </message>
    <message>
        <source>Change strain-limit passes</source>
        <translation>ひずみ制限の反復回数を変更</translation>
    </message>
    <message>
        <source>Change strain limit</source>
        <translation>ひずみ制限を変更</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>安定性</translation>
    </message>
    <message>
        <source>Automatic substeps</source>
        <translation>自動サブステップ</translation>
    </message>
    <message>
        <source>Stable time step</source>
        <translation>安定な時間刻み</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>時間刻み</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>余裕</translation>
    </message>
    <message>
        <source>The time step as a share of the bound: below 100% the cloth is stable.</source>
        <translation>限界に対する時間刻みの割合。100% 未満なら布は安定です。</translation>
    </message>
    <message>
        <source>Strain limits</source>
        <translation>ひずみ制限</translation>
    </message>
    <message>
        <source>Structural (%)</source>
        <translation>構造 (%)</translation>
    </message>
    <message>
        <source>Shear (%)</source>
        <translation>せん断 (%)</translation>
    </message>
    <message>
        <source>Flexion (%)</source>
        <translation>曲げ (%)</translation>
    </message>
    <message>
        <source>Cap how far springs of this type may stretch, as a percentage of their rest length; a longer spring is pulled back after every step.</source>
        <translation>この種類のばねが伸びてよい上限を、静止長に対する割合で指定します。それより長いばねはステップごとに引き戻されます。</translation>
    </message>
    <message>
        <source>Passes per step</source>
        <translation>ステップあたりの反復回数</translation>
    </message>
    <message>
        <source>Strain-limiting passes after every step: more hold the limit more tightly.</source>
        <translation>各ステップの後に行うひずみ制限の反復回数。多いほど制限を厳密に守ります。</translation>
    </message>
    <message>
        <source>Heat-map red at (%)</source>
        <translation>ヒートマップの赤 (%)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>The strain the viewport&apos;s heat-map (View ▸ Strain Heat-Map, H) draws red. Auto: the tightest strain limit, or 10% without one. A view setting: not saved in the scene.</source>
        <translation>ビューポートのヒートマップ (表示 ▸ ひずみヒートマップ、H) で赤く表示するひずみ。自動: 最も厳しいひずみ制限、制限がなければ 10%。表示の設定なので、シーンには保存されません。</translation>
    </message>
    <message>
        <source>Set by the material (Cloth panel): choose Custom (per-spring values) there to edit the springs directly.</source>
        <translation>素材で決まります (「布」パネル)。ばねを直接編集するには、そこで「カスタム (ばねごとの値)」を選んでください。</translation>
    </message>
    <message>
        <source>below %1 ms</source>
        <translation>%1 ms 未満</translation>
    </message>
    <message>
        <source>any (no springs)</source>
        <translation>任意 (ばねなし)</translation>
    </message>
    <message numerus="yes">
        <source>%1 ms (%n substeps per frame)</source>
        <translation>
            <numerusform>%1 ms (1 フレームあたり %n サブステップ)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% of the bound</source>
        <translation>限界の %1%</translation>
    </message>
    <message>
        <source>Automatic: more substeps than stability needs, so that no keyed collider moves further in one than its thickness plus half its thinnest size.</source>
        <translation>自動: 安定性に必要な数より多いサブステップ。キーで動くコライダーが1ステップで厚みと最も薄い寸法の半分の和を超えて動かないようにします。</translation>
    </message>
    <message>
        <source>Bending (N·m)</source>
        <translation>曲げ (N·m)</translation>
    </message>
    <message>
        <source>Bending rigidity of the cloth, whatever the grid&apos;s spacing (a material sets it). 1e-6 drapes like silk, 1e-4 holds folds like denim.</source>
        <translation>格子の間隔によらない布の曲げ剛性(素材を選ぶと素材が決めます)。1e-6 は絹のように垂れ、1e-4 はデニムのように折り目を保ちます。</translation>
    </message>
    <message>
        <source>Change bending</source>
        <translation>曲げを変更</translation>
    </message>
    <message>
        <source>Internal damping (ms)</source>
        <translation>内部減衰 (ms)</translation>
    </message>
    <message>
        <source>How long the fabric takes to follow a change of shape: springs and bending resist the rate of their deformation as much as this many milliseconds of it. It calms fast jitter and leaves a falling or swinging cloth alone.</source>
        <translation>布が形の変化に追従するまでの時間です。ばねと曲げは、変形の速さにこのミリ秒分だけ抵抗します。細かい震えを抑え、落ちる布や揺れる布の動きは妨げません。</translation>
    </message>
    <message>
        <source>Drag (1/s)</source>
        <translation>抵抗 (1/s)</translation>
    </message>
    <message>
        <source>Slows every particle by this fraction of its velocity per second, like thick air (0 is none; use Air for wind and real air drag).</source>
        <translation>濃い空気のように、各粒子を毎秒その速度のこの割合だけ減速します(0 でなし。風と実際の空気抵抗には「空気」を使います)。</translation>
    </message>
    <message>
        <source>Change drag</source>
        <translation>抵抗を変更</translation>
    </message>
    <message>
        <source>The largest stable time step of explicit integration: the root of λ dt² + 2 (β λ + γ) dt = 4, with λ the fastest vibration of the springs and the bending (squared), β the internal damping and γ the drag.</source>
        <translation>陽的積分で安定な最大の時間刻み:λ dt² + 2 (β λ + γ) dt = 4 の解です。λ はばねと曲げの最も速い振動(の二乗)、β は内部減衰、γ は抵抗です。</translation>
    </message>
    <message>
        <source>Springs that skip one particle: the article&apos;s bending, weaker on finer grids (Bending is the same at any resolution).</source>
        <translation>粒子を一つ飛ばすばね:元記事の曲げで、格子が細かいほど弱くなります(「曲げ」はどの解像度でも同じです)。</translation>
    </message>
    <message>
        <source>Implicit integration has no stability bound: the cloth is stable at any time step. The running cloth&apos;s last step:</source>
        <translation>陰的積分には安定限界がなく、布はどの時間刻みでも安定です。実行中の布の直前のステップ:</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>反復回数</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>The local–global iterations the last step ran (Iterations per step, in the Simulation panel).</source>
        <translation>直前のステップで実行したローカル・グローバル反復の回数 (「シミュレーション」パネルの「ステップあたりの反復回数」)。</translation>
    </message>
    <message>
        <source>How far the last step&apos;s iterations are from backward Euler&apos;s solution: |A x − b(x)| at its result as a share of the same at their start (0: converged, 1: no progress). More iterations per step lower it.</source>
        <translation>直前のステップの反復が後退オイラー法の解からどれだけ離れているか: 結果における |A x − b(x)| を、反復開始時の同じ値に対する割合で示します (0: 収束、1: 進展なし)。ステップあたりの反復回数を増やすと小さくなります。</translation>
    </message>
    <message>
        <source>Use one substep per frame: the implicit integrator is stable at any time step.</source>
        <translation>1 フレームに 1 サブステップを使います。陰的積分はどの時間刻みでも安定です。</translation>
    </message>
    <message>
        <source>Pick the substeps from the stability bound whenever the mass, stiffness, damping or frame rate change: the fewest that keep the time step within %1% of the bound for a cloth folded onto itself.</source>
        <translation>質量、剛性、減衰、フレームレートが変わるたびに安定限界からサブステップ数を選びます。折り重なった布の限界の %1% 以内に時間刻みを保つ最小の数です。</translation>
    </message>
    <message>
        <source>Automatic: one substep, as nothing limits the time step.</source>
        <translation>自動: 時間刻みを制限するものがないため 1 サブステップ。</translation>
    </message>
    <message>
        <source>Manual: any time step is stable.</source>
        <translation>手動: どの時間刻みでも安定です。</translation>
    </message>
    <message>
        <source>Automatic: the fewest substeps that keep the time step within %1% of the bound for a cloth folded onto itself, %2 ms.</source>
        <translation>自動: 折り重なった布の限界 %2 ms の %1% 以内に時間刻みが収まる最少のサブステップ数。</translation>
    </message>
    <message>
        <source>Manual: stable while the time step stays below the bound, and below %1 ms where the cloth folds onto itself.</source>
        <translation>手動: 時間刻みが限界未満である限り安定です。布が折り重なる箇所では %1 ms 未満が必要です。</translation>
    </message>
</context>
<context>
    <name>drape::app::TimelineWidget</name>
    <message>
        <source>/ %1</source>
        <translation>/ %1</translation>
    </message>
    <message>
        <source>not baked</source>
        <translation>未ベイク</translation>
    </message>
    <message>
        <source>Keeps frames 0 to %1 and continues from there with the new parameters.</source>
        <translation>フレーム 0〜%1 を保持し、そこから新しいパラメータで続行します。</translation>
    </message>
    <message>
        <source>Move to a later frame first.</source>
        <translation>先に後のフレームに移動してください。</translation>
    </message>
    <message>
        <source>Re-bake from frame %1</source>
        <translation>フレーム %1 から再ベイク</translation>
    </message>
    <message>
        <source>Bake…</source>
        <translation>ベイク…</translation>
    </message>
    <message>
        <source>Bake frames 0 to the scene&apos;s bake length into the frame cache (Ctrl+B).</source>
        <translation>フレーム 0 からシーンのベイク長までをフレームキャッシュにベイクします (Ctrl+B)。</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Play the baked frames at the scene&apos;s frame rate.</source>
        <translation>ベイク済みフレームをシーンのフレームレートで再生します。</translation>
    </message>
    <message>
        <source>Scrub the baked frames.</source>
        <translation>ベイク済みフレームをスクラブします。</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>ループ</translation>
    </message>
    <message>
        <source>Stale — re-bake</source>
        <translation>古い — 再ベイク</translation>
    </message>
    <message>
        <source>The scene was edited after the bake; the cache shows the old parameters.</source>
        <translation>ベイク後にシーンが編集されました。キャッシュは古いパラメータの結果です。</translation>
    </message>
    <message>
        <source>Re-bake from frame 0</source>
        <translation>フレーム 0 から再ベイク</translation>
    </message>
    <message>
        <source>Bake every frame again with the scene as it is now.</source>
        <translation>現在のシーンで全フレームを再ベイクします。</translation>
    </message>
</context>
<context>
    <name>drape::app::Viewport</name>
    <message>
        <source>The cloth cannot be drawn: %1</source>
        <translation>布を描画できません: %1</translation>
    </message>
    <message>
        <source>Unpin with brush</source>
        <translation>ブラシでピンを解除</translation>
    </message>
    <message>
        <source>Paint pins</source>
        <translation>ピンをペイント</translation>
    </message>
    <message>
        <source>wind %1 m/s</source>
        <translation>風 %1 m/s</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>ひずみ</translation>
    </message>
    <message>
        <source>≥ %1%</source>
        <translation>≥ %1%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1× real time</source>
        <translation>実時間の %1 倍</translation>
    </message>
</context>
<context>
    <name>drape::app::WedgeSheetDialog</name>
    <message>
        <source>Wedge: %1</source>
        <translation>ウェッジ: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s). Click a picture to open its scene.</source>
        <translation>
            <numerusform>%n 個のバリエーション。画像をクリックするとそのシーンを開きます。</numerusform>
        </translation>
    </message>
</context>
</TS>
